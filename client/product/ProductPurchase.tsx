'use client';

import { useMemo, useState } from 'react';
import { refusalMessage } from '@/client/cart/labels';
import { useAddToCart } from '@/client/cart/useAddToCart';
import { useHydrated } from '@/client/shell/useHydrated';
import { optionFieldName } from '@/lib/chosen-variant';
import type { Locale } from '@/lib/markets';
import type { Swatch } from '@/lib/product';
import { shownVariant } from '@/lib/shown-variant';
import { GiftCardRecipientFields, type GiftCardRecipientProps } from './GiftCardRecipientFields';
import { StockAlert } from './StockAlert';
import type { StockAlertLabels } from './StockAlertForm';
import styles from './ProductPurchase.module.css';

export interface PurchaseVariant {
  id: string;
  /** The option values ('Black / XS'), as the pickers name the variant. */
  title: string;
  /** The product and the option values ('Silk Wrap Dress - Black / XS'), named apart from the pickers. */
  name: string;
  availableForSale: boolean;
  /** Pieces left when few (lib/stock.ts lowStockCount), else null. */
  lowStock: number | null;
  selectedOptions: { name: string; value: string }[];
  price: string;
  compareAtPrice: string | null;
  discountPercent: number | null;
  discountAmount: string | null;
}

export interface PurchaseOption {
  name: string;
  /** `label` is what the shopper reads (a gift card's amount as a price); `name` is the option value. */
  values: {
    name: string;
    label: string;
    swatch: Swatch | null;
    /** The value's pictures in the gallery (lib/gallery-colours.ts): checking it shows them. */
    galleryColour: number | null;
  }[];
}

interface ProductPurchaseProps {
  locale: Locale;
  /** The product's handle: a form posted without JavaScript names the product and the options chosen. */
  handle: string;
  options: PurchaseOption[];
  variants: PurchaseVariant[];
  /** Coming soon (custom.coming_soon): options and price show, add to cart does not. */
  comingSoon: boolean;
  /** A gift card's recipient fields, posted with the form; absent for every other product. */
  recipient?: GiftCardRecipientProps;
  labels: {
    addToCart: string;
    adding: string;
    added: string;
    soldOut: string;
    price: string;
    compareAtPrice: string;
    comingSoon: string;
    errors: Record<string, string>;
    /** Per variant id, already formatted. */
    discount: Record<string, string>;
    youSave: Record<string, string>;
    /** Per variant id with few pieces left ("Plus que 2"), already formatted. */
    lowStock: Record<string, string>;
    stockAlert: StockAlertLabels;
  };
}

type Selection = Record<string, string>;

const selectionOf = (variant: PurchaseVariant | undefined): Selection =>
  Object.fromEntries((variant?.selectedOptions ?? []).map((o) => [o.name, o.value]));

const matches = (variant: PurchaseVariant, selection: Selection) =>
  variant.selectedOptions.every((o) => selection[o.name] === undefined || selection[o.name] === o.value);

/**
 * Option pickers and Add to cart. spec §3: a variant is selectable only if available for sale, so a
 * value that leads to no available variant is disabled and marked sold out; the stock-alert sign-up
 * below offers the sold-out variants instead. The pickers are radios inside the form: without
 * JavaScript the form posts the options chosen and the server finds their variant (docs/adr/0014);
 * the script posts the variant it shows.
 */
export function ProductPurchase({
  locale,
  handle,
  options,
  variants,
  comingSoon,
  recipient,
  labels,
}: ProductPurchaseProps) {
  const [selection, setSelection] = useState<Selection>(() => selectionOf(shownVariant(variants)));
  const { state, form, pending } = useAddToCart(locale);
  const hydrated = useHydrated();

  const selected = useMemo(
    () => variants.find((v) => v.selectedOptions.every((o) => selection[o.name] === o.value)),
    [variants, selection],
  );
  const purchasable = selected?.availableForSale === true && !comingSoon;
  const soldOut = useMemo(() => variants.filter((v) => !v.availableForSale), [variants]);

  // Without a script no choice moves the others, so a value is offered while any variant of it sells.
  const isAvailable = (optionName: string, value: string) =>
    variants.some(
      (v) =>
        v.availableForSale &&
        matches(v, hydrated ? { ...selection, [optionName]: value } : { [optionName]: value }),
    );

  const choose = (optionName: string, value: string) => {
    const next = { ...selection, [optionName]: value };
    // Keep the other choices when they still lead to an available variant, else take the first one that does.
    const exact = variants.find(
      (v) => v.availableForSale && v.selectedOptions.every((o) => next[o.name] === o.value),
    );
    const fallback = variants.find((v) => v.availableForSale && matches(v, { [optionName]: value }));
    setSelection(exact || !fallback ? next : selectionOf(fallback));
  };

  const isHidden = (o: PurchaseOption) => o.values.length === 1 && o.name === 'Title';
  const visibleOptions = options.filter((o) => !isHidden(o));
  // The sold-out variant nearest the shopper's choice: same values for every option but the last.
  const wanted =
    soldOut.find((v) => v.selectedOptions.slice(0, -1).every((o) => selection[o.name] === o.value)) ??
    soldOut[0];

  const pickers = (
    <>
      {visibleOptions.map((option) => {
        const chosen = option.values.find((value) => value.name === selection[option.name]);
        return (
          <fieldset key={option.name} className={styles.option}>
            <legend>
              {option.name}
              {chosen ? `: ${chosen.label}` : ''}
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
                      name={optionFieldName(option.name)}
                      value={value.name}
                      checked={selection[option.name] === value.name}
                      disabled={!available}
                      data-gallery-colour={value.galleryColour ?? undefined}
                      onChange={() => choose(option.name, value.name)}
                    />
                    {value.swatch ? (
                      <span
                        className={styles.swatch}
                        data-border={value.swatch.hasBorder || undefined}
                        style={{ background: value.swatch.color }}
                        aria-hidden="true"
                      />
                    ) : null}
                    <span>{value.label}</span>
                    {!available ? <span className={styles.soldOut}>({labels.soldOut})</span> : null}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </>
  );

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

      {comingSoon ? (
        <>
          {pickers}
          <p className={styles.comingSoon} data-testid="coming-soon">
            {labels.comingSoon}
          </p>
        </>
      ) : (
        <form {...form} className={styles.form}>
          {pickers}
          {selected && labels.lowStock[selected.id] ? (
            <p className={styles.lowStock} data-testid="low-stock">
              {labels.lowStock[selected.id]}
            </p>
          ) : null}
          {options.filter(isHidden).map((option) => (
            <input
              key={option.name}
              type="hidden"
              name={optionFieldName(option.name)}
              value={option.values[0]?.name}
            />
          ))}
          {recipient ? <GiftCardRecipientFields {...recipient} /> : null}
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="product" value={handle} />
          {/* Only a script keeps it in step with the radios; without one the options are posted. */}
          {hydrated ? <input type="hidden" name="variantId" value={selected?.id ?? ''} /> : null}
          <input type="hidden" name="quantity" value="1" />
          <button
            type="submit"
            className="button"
            disabled={!purchasable || pending}
            data-testid="add-to-cart"
          >
            {!purchasable ? labels.soldOut : pending ? labels.adding : labels.addToCart}
          </button>
        </form>
      )}
      <p role="status" aria-live="polite" className={styles.status} data-testid="cart-status">
        {state.status === 'added' ? labels.added : null}
        {state.status === 'error' ? refusalMessage(labels.errors, state.code) : null}
      </p>
      {soldOut.length > 0 && !comingSoon ? (
        <StockAlert
          key={wanted?.id}
          locale={locale}
          variants={soldOut.map((v) => ({ id: v.id, title: v.title, name: v.name }))}
          initialVariantId={wanted?.id ?? ''}
          open={!variants.some((v) => v.availableForSale)}
          labels={labels.stockAlert}
        />
      ) : null}
    </div>
  );
}
