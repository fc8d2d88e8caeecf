import Image from 'next/image';
import { GalleryVideo } from '@/client/product/GalleryVideo';
import type { ProductDetail } from '@/server/shopify/products';
import styles from './ProductGallery.module.css';

type Media = ProductDetail['media']['nodes'][number];

/**
 * The product's media (spec §3 media kinds): images, and videos with their poster. 3D models and
 * external videos have no playable source here and are left out. The first image loads with priority
 * (it is the LCP element); a video is its poster until played (client/product/GalleryVideo.tsx).
 */
export function ProductGallery({
  product,
  labels,
}: {
  product: ProductDetail;
  labels: { video: string; play: string };
}) {
  const media = product.media.nodes.filter(
    (item): item is Extract<Media, { __typename: 'MediaImage' | 'Video' }> =>
      item.__typename === 'MediaImage' || item.__typename === 'Video',
  );
  const fallback = media.length === 0 && product.featuredImage ? [product.featuredImage] : [];
  const firstImageId = media.find((item) => item.__typename === 'MediaImage')?.id;

  return (
    <div className={styles.gallery} data-testid="gallery">
      {media.map((item) => {
        if (item.__typename === 'Video') {
          const poster = item.previewImage;
          return (
            <GalleryVideo
              key={item.id}
              className={styles.media}
              sources={item.sources}
              poster={
                poster
                  ? { url: poster.url, width: poster.width ?? 1600, height: poster.height ?? 2000 }
                  : null
              }
              label={item.alt || labels.video}
              playLabel={labels.play}
            />
          );
        }
        if (!item.image) return null;
        return (
          <Image
            key={item.id}
            src={item.image.url}
            alt={item.alt || item.image.altText || product.title}
            width={item.image.width ?? 1600}
            height={item.image.height ?? 2000}
            sizes="(min-width: 1024px) 60vw, 100vw"
            priority={item.id === firstImageId}
            className={styles.media}
          />
        );
      })}
      {fallback.map((image) => (
        <Image
          key={image.url}
          src={image.url}
          alt={image.altText ?? product.title}
          width={image.width ?? 1600}
          height={image.height ?? 2000}
          sizes="(min-width: 1024px) 60vw, 100vw"
          priority
          className={styles.media}
        />
      ))}
    </div>
  );
}
