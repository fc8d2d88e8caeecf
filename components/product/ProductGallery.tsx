import { Img } from '@/client/image/Img';
import imageLoader from '@/lib/image-loader';
import { slidePlaces, type GalleryColours } from '@/lib/gallery-colours';
import { largestPaint } from '@/lib/largest-paint';
import { GalleryThumbnails } from './GalleryThumbnails';
import { slideIdOf, type GalleryItem } from './gallery-media';
import styles from './ProductGallery.module.css';

/** Every slide spans the gallery's track: the screen's width on a phone, the gallery's column from 1024 px. */
const slideSizes = '(min-width: 1024px) 50vw, 94vw';
/** A poster has no srcset: one file, sharp at 2x on a phone (≤ 372 px), near 1x on a laptop. */
const posterWidth = 750;

/**
 * The product's media (spec §3) as CSS scroll-snapped slides, no script: swiped, arrowed, or chosen
 * from thumbnails that link to each slide; each slide says its place ("2 / 5"). Where a colour changes
 * the pictures (lib/gallery-colours.ts), the purchase form's checked colour hides the others' (`:has()`),
 * with or without JavaScript. The first picture is the largest paint and loads first; the others are
 * lazy, and videos load only their poster until played.
 */
export function ProductGallery({
  items,
  colours,
  shownColour,
  labels,
}: {
  items: readonly GalleryItem[];
  colours: GalleryColours | null;
  /** The index in `colours` of the colour the purchase form opens on, or null when it has no radios. */
  shownColour: number | null;
  labels: { gallery: string; thumbnails: string };
}) {
  const colourOf = (index: number) => colours?.mediaValue[index] ?? null;
  const places = slidePlaces(
    items.map((_, index) => colourOf(index)),
    colours?.values.length ?? 0,
  );
  const firstShown = items.find(
    (item, index) =>
      item.kind === 'image' &&
      (shownColour === null || colourOf(index) === null || colourOf(index) === shownColour),
  );

  return (
    <div className={styles.gallery} data-testid="gallery">
      <div className={styles.track} role="region" aria-label={labels.gallery} tabIndex={0}>
        <ul className={styles.slides}>
          {items.map((item, index) => (
            <li
              key={item.id}
              id={slideIdOf(item)}
              className={styles.slide}
              data-colour={colourOf(index) ?? undefined}
            >
              <Slide item={item} isLargestPaint={item === firstShown} />
              <span className={styles.counter} data-place="all" data-testid="gallery-counter">
                {places[index]!.all}
              </span>
              {places[index]!.byColour.map(({ colour, place }) => (
                <span
                  key={colour}
                  className={styles.counter}
                  data-place={colour}
                  data-testid="gallery-counter"
                >
                  {place}
                </span>
              ))}
            </li>
          ))}
        </ul>
      </div>
      {items.length > 1 ? (
        <GalleryThumbnails items={items} colourOf={colourOf} label={labels.thumbnails} />
      ) : null}
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
