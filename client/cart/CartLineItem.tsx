'use client';

import Link from 'next/link';
import { formatAmount, formatDiscountPercent, toDecimalString, toMinorUnits } from '@/lib/money';
import type { CartLineView } from '@/lib/cart-view';
import type { Locale } from '@/lib/markets';
import { CartForm } from './CartForm';
import { CartLineImage } from './CartLineImage';
import { fill, type CartLabels } from './labels';
import { QuantityStepper } from './QuantityStepper';
import styles from './CartLineItem.module.css';
import shared from './CartSection.module.css';

interface CartLineItemProps {
  locale: Locale;
  line: CartLineView;
  intl: string;
  labels: CartLabels;
  disabled: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

export function CartLineItem({
  locale,
  line,
  intl,
  labels,
  disabled,
  onQuantity,
  onRemove,
}: CartLineItemProps) {
  const money = (value: { amount: string; currencyCode: string }) =>
    formatAmount(value.amount, value.currencyCode, intl);
  const free = toMinorUnits(line.total.amount) === 0;
  const item = { item: line.name };
  return (
    <li className={styles.line} data-testid="cart-line" data-kind={line.kind}>
      <CartLineImage image={line.image} />
      <div className={styles.details}>
        {line.href ? (
          <Link href={line.href}>{line.name}</Link>
        ) : (
          <span className={styles.name}>{line.name}</span>
        )}
        {line.options.map((option) => (
          <span key={option.name} className={shared.muted}>
            {option.name}: {option.value}
          </span>
        ))}
        {line.kind !== 'product' ? <span className={shared.muted}>{labels.offered}</span> : null}
        <p className={styles.linePrice} data-testid="line-price">
          <span className="visually-hidden">{labels.price}</span>
          <span>{free ? labels.free : money(line.total)}</span>
          {line.compareAtUnitPrice && line.discountPercent ? (
            <>
              <span className="visually-hidden">{labels.compareAtPrice}</span>
              <s className={shared.muted}>
                {money({
                  amount: toDecimalString(
                    (toMinorUnits(line.compareAtUnitPrice.amount) ?? 0) * line.quantity,
                  ),
                  currencyCode: line.compareAtUnitPrice.currencyCode,
                })}
              </s>
              <span className={styles.percent}>{formatDiscountPercent(line.discountPercent, intl)}</span>
            </>
          ) : null}
        </p>
        <div className={styles.lineActions}>
          {line.kind === 'product' ? (
            <QuantityStepper
              locale={locale}
              lineId={line.id}
              quantity={line.quantity}
              max={line.maxQuantity}
              disabled={disabled}
              labels={{
                quantity: fill(labels.quantityOf, item),
                decrease: fill(labels.decrease, item),
                increase: fill(labels.increase, item),
                maxReached: fill(labels.maxReached, { max: line.maxQuantity }),
                update: labels.update,
              }}
              onChange={onQuantity}
            />
          ) : null}
          <CartForm locale={locale} fields={{ intent: 'remove', lineId: line.id }}>
            <button
              type="submit"
              className={shared.linkButton}
              onClick={(event) => {
                event.preventDefault();
                onRemove();
              }}
              disabled={disabled}
              aria-label={fill(labels.removeItem, item)}
              data-testid="remove-line"
            >
              {labels.remove}
            </button>
          </CartForm>
        </div>
      </div>
    </li>
  );
}
