import type { Language } from '../markets';
import { escapeHtml } from '../http';
import type { FieldName, FormValues } from './form';
import { formatMoney, layout } from './layout';
import { messages, type ErrorKey, type Messages } from './messages';
import type { CartSummary } from './summary';

export interface CheckoutPageInput {
  language: Language;
  action: string;
  summary: CartSummary;
  values: FormValues;
  countries: readonly string[];
  errors?: Partial<Record<FieldName, ErrorKey>>;
  /** A failure of the whole form (empty cart, stock), shown above it. */
  alert?: string;
  /** The customer a multipass token signed in, and links to fill the form with each saved address. */
  signedIn?: SignedInView;
  /** The answer to a gift card code just tried, and the code when it was refused. */
  giftCard?: { applied: true } | { applied: false; code: string };
}

export interface SignedInView {
  email: string;
  addresses: { label: string; href: string; current: boolean }[];
}

function signedInPanel(t: Messages, signedIn: SignedInView | undefined): string {
  if (!signedIn) return '';
  const addresses = signedIn.addresses
    .map(
      (address) =>
        `<li><a href="${escapeHtml(address.href)}"${address.current ? ' aria-current="true"' : ''}>${escapeHtml(address.label)}</a></li>`,
    )
    .join('');
  return `<p data-testid="checkout-signed-in">${escapeHtml(t.signedInAs(signedIn.email))}</p>
${addresses ? `<nav aria-label="${t.savedAddresses}"><p>${t.savedAddresses}</p><ul>${addresses}</ul></nav>` : ''}`;
}

function summaryTable(t: Messages, summary: CartSummary, language: Language): string {
  const { pricing } = summary;
  const money = (minor: number) => escapeHtml(formatMoney(minor, pricing.currency, language));
  const rows = summary.lines
    .map(
      (
        line,
      ) => `<tr><td>${escapeHtml(line.shownTitle)}${line.shownVariantTitle ? `<br><span class="hint">${escapeHtml(line.shownVariantTitle)}</span>` : ''}${lineProperties(line.attributes)}</td>
<td class="num">${line.quantity}</td><td class="num">${money(line.lineTotal)}</td></tr>`,
    )
    .join('\n');
  const discounts = pricing.discounts
    .map(
      (d) =>
        `<tr><th scope="row" colspan="2">${t.discount} (${escapeHtml(d.code)})</th><td class="num">−${money(d.amount)}</td></tr>`,
    )
    .join('\n');
  return `<table>
<caption>${t.summary}</caption>
<thead><tr><th scope="col">${t.product}</th><th scope="col" class="num">${t.quantity}</th><th scope="col" class="num">${t.price}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>
<tr><th scope="row" colspan="2">${t.subtotal}</th><td class="num">${money(pricing.subtotal)}</td></tr>
${discounts}
<tr><th scope="row" colspan="2">${t.shipping}</th><td class="num">${t.free}</td></tr>
<tr><th scope="row" colspan="2">${t.total}</th><td class="num"><strong>${money(pricing.total)}</strong></td></tr>
${giftCardRows(t, pricing, money)}
</tfoot>
</table>`;
}

/**
 * A line's properties as Shopify's checkout lists them (a gift card's recipient, message, send date):
 * every attribute but those whose key starts with an underscore, which Shopify keeps hidden.
 */
function lineProperties(attributes: string): string {
  return (JSON.parse(attributes) as { key: string; value: string | null }[])
    .filter(({ key, value }) => !key.startsWith('_') && value)
    .map(
      ({ key, value }) =>
        `<br><span class="hint" data-testid="checkout-line-property">${escapeHtml(key)}: ${escapeHtml(value!)}</span>`,
    )
    .join('');
}

/** A gift card is a payment: it shows under the total, then what is left to pay. */
function giftCardRows(
  t: Messages,
  pricing: CartSummary['pricing'],
  money: (minor: number) => string,
): string {
  if (pricing.giftCards.length === 0) return '';
  const cards = pricing.giftCards
    .map(
      (card) =>
        `<tr data-testid="checkout-gift-card"><th scope="row" colspan="2">${escapeHtml(t.giftCard(card.code.slice(-4)))}</th><td class="num">−${money(card.used)}</td></tr>`,
    )
    .join('\n');
  return `${cards}
<tr><th scope="row" colspan="2">${t.amountDue}</th><td class="num" data-testid="checkout-amount-due"><strong>${money(pricing.due)}</strong></td></tr>`;
}

/**
 * A form of its own beside the summary, as Shopify's checkout has it: Enter in the payment form still
 * pays, and a code tried never posts the card number.
 */
function giftCardForm(t: Messages, input: CheckoutPageInput): string {
  const refused = input.giftCard && !input.giftCard.applied ? input.giftCard : null;
  const status = input.giftCard?.applied
    ? `<p role="status">${t.giftCardApplied}</p>`
    : refused
      ? `<p class="error" id="giftCardCode-error">${t.giftCardInvalid}</p>`
      : '';
  return `<form method="post" action="${escapeHtml(input.action)}" novalidate data-testid="checkout-gift-card-form">
<div class="field">
<label for="giftCardCode">${t.giftCardCode}</label>
<input id="giftCardCode" name="giftCardCode" type="text" autocomplete="off" value="${escapeHtml(refused?.code ?? '')}"${refused ? ' aria-invalid="true" aria-describedby="giftCardCode-error"' : ''}>
${status}
</div>
<button type="submit" name="intent" value="gift-card" class="secondary">${t.applyGiftCard}</button>
</form>`;
}

function field(
  t: Messages,
  input: CheckoutPageInput,
  name: FieldName,
  options: { type?: string; autocomplete: string; required?: boolean; hint?: string },
): string {
  const error = input.errors?.[name];
  const describedBy = [options.hint ? `${name}-hint` : '', error ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
<label for="${name}">${t[name]}</label>
<input id="${name}" name="${name}" type="${options.type ?? 'text'}" autocomplete="${options.autocomplete}" value="${escapeHtml(input.values[name])}"${options.required ? ' required' : ''}${error ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
${options.hint ? `<p class="hint" id="${name}-hint">${options.hint}</p>` : ''}
${error ? `<p class="error" id="${name}-error">${t[error]}</p>` : ''}
</div>`;
}

function countrySelect(t: Messages, input: CheckoutPageInput): string {
  const names = new Intl.DisplayNames([input.language], { type: 'region' });
  const error = input.errors?.country;
  const options = input.countries
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, input.language))
    .map(
      ({ code, name }) =>
        `<option value="${code}"${code === input.values.country ? ' selected' : ''}>${escapeHtml(name)}</option>`,
    )
    .join('');
  return `<div class="field">
<label for="country">${t.country}</label>
<select id="country" name="country" autocomplete="country" required${error ? ' aria-invalid="true" aria-describedby="country-error"' : ''}>${options}</select>
${error ? `<p class="error" id="country-error">${t[error]}</p>` : ''}
</div>`;
}

/** The card the house slips into the parcel: the message as the shopper wrote it in the cart. */
function giftMessageBlock(t: Messages, message: string | null): string {
  if (message === null) return '';
  return `<h2>${t.giftMessage}</h2>
<p data-testid="checkout-gift-message" class="gift">${escapeHtml(message)}</p>`;
}

export function checkoutPage(input: CheckoutPageInput): string {
  const t = messages[input.language];
  const hasErrors = input.errors && Object.keys(input.errors).length > 0;
  const alert = input.alert ?? (hasErrors ? t.fixErrors : null);
  const body = `<h1>${t.title}</h1>
${alert ? `<div class="alert" role="alert">${escapeHtml(alert)}</div>` : ''}
<div class="columns">
<section aria-label="${t.summary}">${summaryTable(t, input.summary, input.language)}${giftMessageBlock(t, input.summary.giftMessage)}
${giftCardForm(t, input)}</section>
<form method="post" action="${escapeHtml(input.action)}" novalidate>
<fieldset><legend>${t.contact}</legend>
${signedInPanel(t, input.signedIn)}
${field(t, input, 'email', { type: 'email', autocomplete: 'email', required: true })}
</fieldset>
<fieldset><legend>${t.address}</legend>
${field(t, input, 'firstName', { autocomplete: 'given-name', required: true })}
${field(t, input, 'lastName', { autocomplete: 'family-name', required: true })}
${field(t, input, 'address1', { autocomplete: 'address-line1', required: true })}
${field(t, input, 'address2', { autocomplete: 'address-line2' })}
${field(t, input, 'city', { autocomplete: 'address-level2', required: true })}
${field(t, input, 'zip', { autocomplete: 'postal-code', required: true })}
${countrySelect(t, input)}
${field(t, input, 'phone', { type: 'tel', autocomplete: 'tel' })}
</fieldset>
<fieldset><legend>${t.payment}</legend>
${
  input.summary.pricing.due > 0
    ? field(t, input, 'cardNumber', { autocomplete: 'cc-number', required: true, hint: t.cardHint })
    : `<p>${t.paidByGiftCards}</p>`
}
</fieldset>
<button type="submit">${t.pay} · ${escapeHtml(formatMoney(input.summary.pricing.due, input.summary.pricing.currency, input.language))}</button>
</form>
</div>`;
  return layout(input.language, t.title, body);
}

export function confirmationPage(language: Language, orderName: string, shopUrl: string): string {
  const t = messages[language];
  const body = `<h1>${t.thanks}</h1>
<p role="status">${escapeHtml(t.confirmed(orderName))}</p>
<p><a href="${escapeHtml(shopUrl)}">${t.backToShop}</a></p>`;
  return layout(language, `${t.thanks} ${orderName}`, body);
}

export function notFoundPage(language: Language, shopUrl: string): string {
  const t = messages[language];
  const body = `<h1>${t.notFoundTitle}</h1>
<p>${t.notFound}</p>
<p><a href="${escapeHtml(shopUrl)}">${t.backToShop}</a></p>`;
  return layout(language, t.notFoundTitle, body);
}
