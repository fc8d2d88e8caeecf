import { Img } from '@/client/image/Img';
import imageLoader from '@/lib/image-loader';
import { largestPaint } from '@/lib/largest-paint';
import type { ProductDetail } from '@/server/shopify/products';
import { GalleryThumbnails } from './GalleryThumbnails';
import { galleryMediaOf, slideIdOf, type GalleryItem } from './gallery-media';
import styles from './ProductGallery.module.css';

/** Every slide spans the gallery's track: the screen's width on a phone, the gallery's column from 1024 px. */
const slideSizes = '(min-width: 1024px) 50vw, 94vw';
/** A poster has no srcset: one file, sharp at 2x on a phone (≤ 372 px), near 1x on a laptop. */
const posterWidth = 750;

/**
 * The product's media (spec §3 media kinds) as a track of slides that snap one at a time: swiped on a
 * phone, scrolled by the arrow keys once the track has the focus, chosen from thumbnails on wide
 * screens (links to each slide, so they work without JavaScript). Scroll snapping is CSS: the gallery
 * ships no script. Each slide carries its place ("2 / 5") as text. The first picture loads before any
 * other (it is the largest paint); the others are lazy, and videos load nothing but their poster until
 * played. 3D models and external videos have no playable source here and are left out.
 */
export function ProductGallery({
  product,
  labels,
}: {
  product: ProductDetail;
  labels: { gallery: string; thumbnails: string; video: string };
}) {
  const items = galleryMediaOf(product, labels.video);
  const firstImage = items.find((item) => item.kind === 'image');

  return (
    <div className={styles.gallery} data-testid="gallery">
      <div className={styles.track} role="region" aria-label={labels.gallery} tabIndex={0}>
        <ul className={styles.slides}>
          {items.map((item, index) => (
            <li key={item.id} id={slideIdOf(item)} className={styles.slide}>
              <Slide item={item} isLargestPaint={item === firstImage} />
              <span className={styles.counter} data-testid="gallery-counter">
                {index + 1} / {items.length}
              </span>
            </li>
          ))}
        </ul>
      </div>
      {items.length > 1 ? <GalleryThumbnails items={items} label={labels.thumbnails} /> : null}
    </div>
  );
}

function Slide({ item, isLargestPaint }: { item: GalleryItem; isLargestPaint: boolean }) {
  if (item.kind === 'video') {
    const { poster } = item;
    return (
      <video
        className={styles.media}
        controls
        playsInline
        preload="none"
        poster={poster ? imageLoader({ src: poster.url, width: posterWidth }) : undefined}
        width={poster?.width ?? undefined}
        height={poster?.height ?? undefined}
        aria-label={item.alt}
      >
        {item.sources.map((source) => (
          <source key={source.url} src={source.url} type={source.mimeType} />
        ))}
      </video>
    );
  }
  return (
    <Img
      src={item.image.url}
      alt={item.alt}
      width={item.image.width ?? 1600}
      height={item.image.height ?? 2000}
      sizes={slideSizes}
      {...largestPaint(isLargestPaint)}
      className={styles.media}
    />
  );
}
