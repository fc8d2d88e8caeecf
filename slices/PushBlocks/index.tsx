import { asText, isFilled, type Content } from '@prismicio/client';
import { PrismicImage } from '@/components/PrismicImage';
import type { SliceComponentProps } from '@prismicio/react';
import { RichText } from '@/components/RichText';
import section from '../section.module.css';
import styles from './PushBlocks.module.css';
import { ContentLink } from '@/components/ContentLink';
import { SliceSection } from '../SliceSection';

export type PushBlocksProps = SliceComponentProps<Content.PushBlocksSlice>;

/** Image tiles with a title, a text and a link: two or three per row on large screens. */
export default function PushBlocks({ slice }: PushBlocksProps) {
  const { primary } = slice;
  const columns = slice.variation === 'three_columns' ? 3 : 2;
  const title = asText(primary.title);
  const headingId = `push-${slice.id}`;
  if (primary.blocks.length === 0) return null;
  return (
    <SliceSection slice={slice} title={title} headingId={headingId} className={section.section} withVariation>
      <ul className={styles.blocks} data-columns={columns}>
        {primary.blocks.map((block, index) => (
          <li key={index} className={styles.block}>
            {isFilled.image(block.image) ? (
              <PrismicImage
                field={block.image}
                className={styles.image}
                sizes={columns === 3 ? '(min-width: 768px) 33vw, 100vw' : '(min-width: 768px) 50vw, 100vw'}
              />
            ) : null}
            {block.title ? <h3 className={styles.blockTitle}>{block.title}</h3> : null}
            {isFilled.richText(block.text) ? <RichText field={block.text} name="push block text" /> : null}
            {isFilled.link(block.link) ? (
              <ContentLink field={block.link} className={styles.link}>
                {block.link_label || block.title}
              </ContentLink>
            ) : null}
          </li>
        ))}
      </ul>
    </SliceSection>
  );
}
