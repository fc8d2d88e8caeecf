import type { Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { RichText } from '@/components/RichText';
import styles from './RichText.module.css';

export type RichTextProps = SliceComponentProps<Content.RichTextSlice>;

/** Long-form editorial text at a readable measure. */
export default function RichTextSlice({ slice }: RichTextProps) {
  return (
    <section
      id={slice.primary.section_id || undefined}
      className={styles.richText}
      data-slice-type={slice.slice_type}
    >
      <RichText field={slice.primary.content} name="rich_text slice content" />
    </section>
  );
}
