import { notFound } from 'next/navigation';

/** Any path no route claims is the 404 page, in the locale of its prefix. */
export default function UnknownPage(): never {
  notFound();
}
