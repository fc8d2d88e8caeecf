import type { EmbedField } from '@prismicio/client';

/**
 * An Embed field (oEmbed from Prismic: a video player's iframe). The HTML comes from Prismic's oEmbed
 * proxy for a URL an editor entered, which is the trust level the CMS already has over the page.
 */
export function PrismicEmbed({ field, className }: { field: EmbedField; className?: string }) {
  if (!field.html) return null;
  return (
    <div
      className={className}
      data-oembed-type={field.type}
      data-oembed-provider={field.provider_name ?? undefined}
      dangerouslySetInnerHTML={{ __html: field.html }}
    />
  );
}
