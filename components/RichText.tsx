import { isFilled, type RichTextField } from '@prismicio/client';
import { ContentLink } from '@/components/ContentLink';
import { PrismicImage } from '@/components/PrismicImage';
import { PrismicRichText, type JSXMapSerializer } from '@prismicio/react';
import styles from './RichText.module.css';

/** How the shop renders rich text: links on the server, images through the image CDN. */
export const richTextComponents: JSXMapSerializer = {
  hyperlink: ({ node, children }) => <ContentLink field={node.data}>{children}</ContentLink>,
  image: ({ node }) => (
    <figure className={styles.figure}>
      <PrismicImage field={node} sizes="(min-width: 768px) 720px, 100vw" />
    </figure>
  ),
};

/**
 * Every rich-text field of the shop goes through here, for one rule of spec §8: a missing rich-text
 * array logs a warning and renders nothing. An empty one renders nothing too, so an optional text left
 * blank leaves no empty wrapper behind.
 */
export function RichText({
  field,
  components,
  name = 'rich text',
}: {
  field: RichTextField | null | undefined;
  components?: JSXMapSerializer;
  /** Names the field in the warning, e.g. "accordion item content". */
  name?: string;
}) {
  if (!Array.isArray(field) || !isFilled.richText(field)) {
    console.warn(`[rich-text] ${name} is ${Array.isArray(field) ? 'empty' : 'missing'}: nothing rendered`);
    return null;
  }
  return <PrismicRichText field={field} components={{ ...richTextComponents, ...components }} />;
}
