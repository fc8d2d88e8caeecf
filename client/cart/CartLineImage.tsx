import { FixedWidthImg } from '@/client/image/FixedWidthImg';
import { fixedWidth } from '@/lib/fixed-width-image';
import type { CartLineView } from '@/lib/cart-view';
import styles from './CartLineItem.module.css';

/** A cart line's picture, or its room kept empty: in the panel and on the cart page. */
export function CartLineImage({ image }: { image: CartLineView['image'] }) {
  return image ? (
    <FixedWidthImg src={image.url} alt={image.alt} {...fixedWidth(image, 80)} className={styles.image} />
  ) : (
    <span className={styles.image} />
  );
}
