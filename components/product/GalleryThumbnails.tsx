import { Img } from '@/client/image/Img';
import { fixedWidth } from '@/lib/fixed-width-image';
import { slideIdOf, type GalleryItem } from './gallery-media';
import styles from './ProductGallery.module.css';

/** The thumbnails' width in CSS pixels (ProductGallery.module.css). */
const thumbnailWidth = 64;

/**
 * The gallery's thumbnails, shown from 1024 px only (a phone swipes): each a link to its slide, so a
 * click or Enter scrolls the track to it without JavaScript. Hidden on a phone, their lazy pictures
 * are never fetched there.
 */
export function GalleryThumbnails({
  items,
  colourOf,
  label,
}: {
  items: readonly GalleryItem[];
  /** The colour each item shows (ProductGallery): a thumbnail hides with its slide. */
  colourOf: (index: number) => number | null;
  label: string;
}) {
  return (
    <ul className={styles.thumbnails} aria-label={label}>
      {items.map((item, index) => {
        const picture = item.kind === 'image' ? item.image : item.poster;
        return (
          <li key={item.id} data-colour={colourOf(index) ?? undefined}>
            <a href={`#${slideIdOf(item)}`} className={styles.thumbnail} aria-label={item.alt}>
              {picture ? (
                <Img
                  src={picture.url}
                  alt=""
                  {...fixedWidth(
                    { width: picture.width ?? 1600, height: picture.height ?? 2000 },
                    thumbnailWidth,
                  )}
                  className={styles.thumbnailImage}
                />
              ) : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
