import { asText, type Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { AccordionItem } from '@/client/slices/AccordionItem';
import { RichText } from '@/components/RichText';
import section from '../section.module.css';
import styles from './Accordion.module.css';
import { SliceSection } from '../SliceSection';

export type AccordionProps = SliceComponentProps<Content.AccordionSlice>;

/** Items that open one by one; their text is rendered here, the disclosure behaviour in the island. */
export default function Accordion({ slice }: AccordionProps) {
  const { primary } = slice;
  const title = asText(primary.title);
  const headingId = `accordion-${slice.id}`;
  const items = primary.items.filter((item) => item.title);
  if (items.length === 0) return null;
  return (
    <SliceSection slice={slice} title={title} headingId={headingId} className={section.narrow}>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={index} className={styles.item}>
            <AccordionItem id={`${slice.id}-${index}`} title={item.title!}>
              <RichText field={item.content} name="accordion item content" />
            </AccordionItem>
          </li>
        ))}
      </ul>
    </SliceSection>
  );
}
