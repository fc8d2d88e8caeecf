import Link from 'next/link';
import type { ReactNode } from 'react';
import { asLink, type LinkField } from '@prismicio/client';
import { safeLinkHref } from '@/lib/link-href';

/**
 * A link an editor set in the content system, rendered on the server as a plain Next.js link.
 * (Prismic's own link components are client components that bring the whole Prismic client into the
 * browser, on every page, for what is an <a>.) An empty link, or one of a scheme that is
 * not a web page, an e-mail or a telephone (lib/link-href.ts), renders its text alone.
 */
export function ContentLink({
  field,
  className,
  rel,
  children,
}: {
  field: LinkField;
  className?: string;
  rel?: string;
  children: ReactNode;
}) {
  const href = safeLinkHref(asLink(field));
  if (!href) return <>{children}</>;
  const target = 'target' in field ? field.target : undefined;
  return (
    <Link
      href={href}
      className={className}
      target={target}
      rel={rel ?? (target === '_blank' ? 'noopener noreferrer' : undefined)}
    >
      {children}
    </Link>
  );
}
