import { Img } from '@/client/image/Img';
import imageLoader from '@/lib/image-loader';
import { largestPaint } from '@/lib/largest-paint';
import type { ProductDetail } from '@/server/shopify/products';
import styles from './ProductGallery.module.css';

type Media = ProductDetail['media']['nodes'][number];

/** ProductGallery.module.css: the first item spans the gallery, the others share it two by two. */
const spanningSizes = '(min-width: 1024px) 57vw, 94vw';
const sharedSizes = '(min-width: 1024px) 28vw, (min-width: 768px) 47vw, 94vw';
/** A poster has no srcset: one file, sharp at 2x in a shared slot (≤ 372 px) or at 1x spanning it. */
const posterWidth = { spanning: 1080, shared: 750 };

/**
 * The product's media (spec §3 media kinds): images, and videos with their poster. 3D models and
 * external videos have no playable source here and are left out. The first image loads before any
 * other picture (it is the largest paint); videos load nothing but their poster until played.
 */
export function ProductGallery({ product, videoLabel }: { product: ProductDetail; videoLabel: string }) {
  const media = product.media.nodes.filter(
    (item): item is Extract<Media, { __typename: 'MediaImage' | 'Video' }> =>
      item.__typename === 'MediaImage' || item.__typename === 'Video',
  );
  const fallback = media.length === 0 && product.featuredImage ? [product.featuredImage] : [];
  const firstImageId = media.find((item) => item.__typename === 'MediaImage')?.id;

  return (
    <div className={styles.gallery} data-testid="gallery">
      {media.map((item, index) => {
        const spans = index === 0;
        if (item.__typename === 'Video') {
          const poster = item.previewImage;
          return (
            <video
              key={item.id}
              className={styles.media}
              controls
              playsInline
              preload="none"
              poster={
                poster
                  ? imageLoader({ src: poster.url, width: posterWidth[spans ? 'spanning' : 'shared'] })
                  : undefined
              }
              width={poster?.width ?? undefined}
              height={poster?.height ?? undefined}
              aria-label={item.alt || videoLabel}
            >
              {item.sources.map((source) => (
                <source key={source.url} src={source.url} type={source.mimeType} />
              ))}
            </video>
          );
        }
        if (!item.image) return null;
        return (
          <Img
            key={item.id}
            src={item.image.url}
            alt={item.alt || item.image.altText || product.title}
            width={item.image.width ?? 1600}
            height={item.image.height ?? 2000}
            sizes={spans ? spanningSizes : sharedSizes}
            {...largestPaint(item.id === firstImageId)}
            className={styles.media}
          />
        );
      })}
      {fallback.map((image) => (
        <Img
          key={image.url}
          src={image.url}
          alt={image.altText ?? product.title}
          width={image.width ?? 1600}
          height={image.height ?? 2000}
          sizes={spanningSizes}
          {...largestPaint(true)}
          className={styles.media}
        />
      ))}
    </div>
  );
}
