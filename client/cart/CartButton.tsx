import styles from './CartPanel.module.css';

/** The cart button before the cart is known (the static shell): same size, no count. */
export function CartButtonPlaceholder({ label }: { label: string }) {
  return (
    <span className={styles.button} aria-hidden="true">
      {label}
    </span>
  );
}
