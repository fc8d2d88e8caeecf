import { isFilled, type Content } from '@prismicio/client';
import { PrismicImage } from '@/components/PrismicImage';
import { largestPaint } from '@/lib/largest-paint';
import type { SliceComponentProps } from '@prismicio/react';
import { RichText } from '@/components/RichText';
import type { SliceContext } from '../context';
import styles from './Hero.module.css';
import { ContentLink } from '@/components/ContentLink';

export type HeroProps = SliceComponentProps<Content.HeroSlice, SliceContext>;

export default function Hero({ slice, index, context }: HeroProps) {
  const Title = context.nested ? 'h2' : 'h1';
  const { primary } = slice;
  const imageSide = slice.variation === 'split' ? slice.primary.image_side : null;
  return (
    <section
      id={primary.section_id || undefined}
      className={slice.variation === 'split' ? styles.split : styles.hero}
      data-image-side={imageSide ?? undefined}
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {isFilled.image(primary.image) ? (
        <PrismicImage
          field={primary.image}
          className={styles.image}
          sizes={slice.variation === 'split' ? '(min-width: 1024px) 50vw, 100vw' : '100vw'}
          {...largestPaint(index === 0 && !context.nested)}
        />
      ) : null}
      <div className={styles.copy}>
        <RichText
          field={primary.title}
          name="hero title"
          components={{ heading1: ({ children }) => <Title className={styles.title}>{children}</Title> }}
        />
        <RichText field={primary.text} name="hero text" />
        {isFilled.link(primary.link) ? (
          <ContentLink field={primary.link} className="button">
            {primary.link_label}
          </ContentLink>
        ) : null}
      </div>
    </section>
  );
}
