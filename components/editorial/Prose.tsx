import type { RichTextField } from '@prismicio/client';
import { PrismicRichText } from '@prismicio/react';
import { richTextComponents } from '@/components/RichText';
import styles from './Prose.module.css';

/** Long-form rich text (legal body, FAQ answer, contact text) at a readable measure. */
export function Prose({ field }: { field: RichTextField }) {
  return (
    <div className={styles.prose}>
      <PrismicRichText field={field} components={richTextComponents} />
    </div>
  );
}
