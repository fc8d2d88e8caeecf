import { FixedWidthImg } from '@/client/image/FixedWidthImg';
import styles from './Account.module.css';

/** A line's picture in the account (decorative: the line's name is written beside it). */
export function OrderThumb({ image }: { image: { url: string } | null | undefined }) {
  return image ? (
    <FixedWidthImg src={image.url} alt="" width={64} height={80} className={styles.thumb} />
  ) : (
    <span className={styles.thumb} aria-hidden="true" />
  );
}
