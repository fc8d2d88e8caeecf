import Link from 'next/link';
import type { ReactNode } from 'react';
import { asLink, type LinkField } from '@prismicio/client';

/**
 * A link an editor set in the content system, rendered on the server as a plain Next.js link.
 * (Prismic's own link components are client components that bring the whole Prismic client into the
 * browser: ~22 KB gzip on every page for what is an <a>.) An empty link renders its text alone.
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
  const href = asLink(field);
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
