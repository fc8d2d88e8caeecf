import { isFilled, type Content } from '@prismicio/client';
import { PrismicImage } from '@/components/PrismicImage';
import type { SliceComponentProps } from '@prismicio/react';
import { RichText } from '@/components/RichText';
import styles from './Testimonial.module.css';

export type TestimonialProps = SliceComponentProps<Content.TestimonialSlice>;

/** A quote with who said it: a figure holding a blockquote and its attribution. */
export default function Testimonial({ slice }: TestimonialProps) {
  const { primary } = slice;
  if (!isFilled.richText(primary.quote)) return null;
  return (
    <section
      id={primary.section_id || undefined}
      className={styles.testimonial}
      data-slice-type={slice.slice_type}
    >
      <figure className={styles.figure}>
        {isFilled.image(primary.image) ? (
          <PrismicImage field={primary.image} className={styles.portrait} sizes="160px" />
        ) : null}
        <blockquote className={styles.quote}>
          <RichText field={primary.quote} name="testimonial quote" />
        </blockquote>
        {primary.author ? (
          <figcaption className={styles.author}>
            <span className={styles.name}>{primary.author}</span>
            {primary.role ? <span className={styles.role}>{primary.role}</span> : null}
          </figcaption>
        ) : null}
      </figure>
    </section>
  );
}
