'use client';

import { useActionState, useMemo, useState } from 'react';
import { addToCartAction, type CartActionState } from '@/server/actions/cart';
import type { Locale } from '@/lib/markets';
import styles from './ProductPurchase.module.css';

export interface PurchaseVariant {
  id: string;
  title: string;
  availableForSale: boolean;
  selectedOptions: { name: string; value: string }[];
  price: string;
  compareAtPrice: string | null;
  discountPercent: number | null;
  discountAmount: string | null;
}

interface PurchaseOption {
  name: string;
  values: { name: string; swatch: string | null }[];
}

interface ProductPurchaseProps {
  locale: Locale;
  options: PurchaseOption[];
  variants: PurchaseVariant[];
  labels: {
    addToCart: string;
    adding: string;
    added: string;
    soldOut: string;
    price: string;
    compareAtPrice: string;
    errors: Record<string, string>;
    /** Per variant id, already formatted. */
    discount: Record<string, string>;
    youSave: Record<string, string>;
  };
}

type Selection = Record<string, string>;

const selectionOf = (variant: PurchaseVariant | undefined): Selection =>
  Object.fromEntries((variant?.selectedOptions ?? []).map((o) => [o.name, o.value]));

const matches = (variant: PurchaseVariant, selection: Selection) =>
  variant.selectedOptions.every((o) => selection[o.name] === undefined || selection[o.name] === o.value);

/**
 * Option pickers and Add to cart. spec §3: a variant is selectable only if available for sale, so a
 * value that leads to no available variant is disabled and marked sold out.
 */
export function ProductPurchase({ locale, options, variants, labels }: ProductPurchaseProps) {
  const [selection, setSelection] = useState<Selection>(() =>
    selectionOf(variants.find((v) => v.availableForSale) ?? variants[0]),
  );
  const [state, formAction, pending] = useActionState<CartActionState, FormData>(addToCartAction, {
    status: 'idle',
  });

  const selected = useMemo(
    () => variants.find((v) => v.selectedOptions.every((o) => selection[o.name] === o.value)),
    [variants, selection],
  );
  const purchasable = selected?.availableForSale === true;

  const isAvailable = (optionName: string, value: string) =>
    variants.some((v) => v.availableForSale && matches(v, { ...selection, [optionName]: value }));

  const choose = (optionName: string, value: string) => {
    const next = { ...selection, [optionName]: value };
    // Keep the other choices when they still lead to an available variant, else take the first one that does.
    const exact = variants.find(
      (v) => v.availableForSale && v.selectedOptions.every((o) => next[o.name] === o.value),
    );
    const fallback = variants.find((v) => v.availableForSale && matches(v, { [optionName]: value }));
    setSelection(exact || !fallback ? next : selectionOf(fallback));
  };

  const visibleOptions = options.filter((o) => !(o.values.length === 1 && o.name === 'Title'));

  return (
    <div className={styles.purchase}>
      {selected ? (
        <p className={styles.prices} data-testid="price">
          <span className="visually-hidden">{labels.price}</span>
          <span className={styles.price}>{selected.price}</span>
          {selected.compareAtPrice ? (
            <>
              <span className="visually-hidden">{labels.compareAtPrice}</span>
              <s className={styles.compareAt}>{selected.compareAtPrice}</s>
              <span className={styles.discount} data-testid="discount-percent">
                {labels.discount[selected.id]}
              </span>
              <span className={styles.save}>{labels.youSave[selected.id]}</span>
            </>
          ) : null}
        </p>
      ) : null}

      {visibleOptions.map((option) => (
        <fieldset key={option.name} className={styles.option}>
          <legend>
            {option.name}
            {selection[option.name] ? `: ${selection[option.name]}` : ''}
          </legend>
          <div className={styles.values}>
            {option.values.map((value) => {
              const available = isAvailable(option.name, value.name);
              const id = `option-${option.name}-${value.name}`.replace(/\W+/g, '-');
              return (
                <label
                  key={value.name}
                  htmlFor={id}
                  className={styles.value}
                  data-disabled={!available || undefined}
                >
                  <input
                    id={id}
                    type="radio"
                    name={option.name}
                    value={value.name}
                    checked={selection[option.name] === value.name}
                    disabled={!available}
                    onChange={() => choose(option.name, value.name)}
                  />
                  {value.swatch ? (
                    <span className={styles.swatch} style={{ background: value.swatch }} aria-hidden="true" />
                  ) : null}
                  <span>{value.name}</span>
                  {!available ? <span className={styles.soldOut}>({labels.soldOut})</span> : null}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}

      <form action={formAction}>
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="variantId" value={selected?.id ?? ''} />
        <input type="hidden" name="quantity" value="1" />
        <button type="submit" className="button" disabled={!purchasable || pending} data-testid="add-to-cart">
          {!purchasable ? labels.soldOut : pending ? labels.adding : labels.addToCart}
        </button>
      </form>
      <p role="status" aria-live="polite" className={styles.status} data-testid="cart-status">
        {state.status === 'added' ? labels.added : null}
        {state.status === 'error' ? (labels.errors[state.code] ?? labels.errors.SERVER_ERROR) : null}
      </p>
    </div>
  );
}
