import type { KeyTextField } from '@prismicio/client';
import type { ReactNode } from 'react';
import section from './section.module.css';

/**
 * The frame most slices share: a <section> that an editor can link to (`section_id`), named by its
 * title when it has one (an h2, referenced by aria-labelledby), and marked with its slice type for the
 * styles and the tests.
 */
export function SliceSection({
  slice,
  title,
  headingId,
  className,
  titleClassName = section.title,
  withVariation = false,
  children,
}: {
  slice: { slice_type: string; variation: string; primary: { section_id: KeyTextField } };
  /** The title as plain text: no heading (and no accessible name) when it is empty. */
  title: string;
  headingId: string;
  className: string | undefined;
  /** The heading's class: the shared section title unless the slice styles its own. */
  titleClassName?: string;
  /** Also mark the section with its variation (`data-slice-variation`). */
  withVariation?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={slice.primary.section_id || undefined}
      className={className}
      aria-labelledby={title ? headingId : undefined}
      data-slice-type={slice.slice_type}
      data-slice-variation={withVariation ? slice.variation : undefined}
    >
      {title ? (
        <h2 id={headingId} className={titleClassName}>
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
