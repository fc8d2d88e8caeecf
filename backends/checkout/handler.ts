import { shippingCountries } from '../markets';
import { mailLocale, sendMail } from '../outbox/store';
import { HttpError, readBody, sendHtml, type Handler } from '../http';
import type { CartRow } from '../storefront/cart/rows';
import { cartByToken } from '../storefront/cart/store';
import { formValues, parseCheckoutForm } from './form';
import { applyCheckoutGiftCard } from './gift-card-code';
import { messages, pageLanguage } from './messages';
import { orderConfirmationMail } from './confirmation-mail';
import { checkoutPage, confirmationPage, notFoundPage, type CheckoutPageInput } from './pages';
import { placeOrder } from './place-order';
import { checkoutCustomer } from './checkout-session';
import { prefill } from './prefill';
import { signedInCheckout } from './signed-in';
import { shopReturnUrl } from './return-url';
import { summariseCart } from './summary';

/** Countries the form offers: every shipping country of the shop, plus the cart's own. */
function countriesFor(cart: CartRow, chosen: string): string[] {
  return [...new Set([...shippingCountries, cart.country, chosen].filter(Boolean))];
}

/**
 * `GET /checkout/{token}?locale=xx` shows the cart and the payment form; `POST` to the same URL pays
 * with the test card and creates the order. An unknown or completed cart gets a 404 page.
 */
export const checkoutHandler: Handler = async (req, res, url, ctx) => {
  if (req.method !== 'GET' && req.method !== 'POST') throw new HttpError(405, 'Use GET or POST');
  const language = pageLanguage(url.searchParams.get('locale'));
  const token = decodeURIComponent(url.pathname.split('/')[2] ?? '');
  const notFound = (cart: CartRow | null) =>
    sendHtml(
      res,
      404,
      notFoundPage(language, shopReturnUrl(ctx.config.SHOP_URL, cart?.country ?? '', language)),
    );
  const opened = cartByToken(ctx.db, token);
  if (!opened || opened.completed_at) return notFound(opened);
  const page = { language, action: `${url.pathname}${url.search}` };
  const showForm = (status: number, extra: Partial<CheckoutPageInput> = {}) => {
    const current = cartByToken(ctx.db, token)!;
    const signedIn = checkoutCustomer(req);
    const { values, view } = signedIn
      ? signedInCheckout(prefill(ctx.db, current), signedIn, url)
      : { values: prefill(ctx.db, current), view: undefined };
    sendHtml(
      res,
      status,
      checkoutPage({
        ...page,
        summary: summariseCart(ctx.db, current, language),
        values,
        countries: countriesFor(current, values.country),
        signedIn: view,
        ...extra,
      }),
    );
  };

  if (req.method === 'GET') {
    showForm(200);
    return;
  }

  const body = await readBody(req);
  // Read again once the body is in: another request may have paid for it or changed its gift cards.
  const cart = cartByToken(ctx.db, token);
  if (!cart || cart.completed_at) return notFound(cart);
  const posted = new URLSearchParams(body);
  if (posted.get('intent') === 'gift-card') {
    const code = posted.get('giftCardCode') ?? '';
    const applied = applyCheckoutGiftCard(ctx.db, cart, code);
    showForm(applied ? 200 : 422, { giftCard: applied ? { applied } : { applied, code } });
    return;
  }

  const summary = summariseCart(ctx.db, cart, language);
  const values = formValues(body);
  const countries = countriesFor(cart, prefill(ctx.db, cart).country);
  const { form, errors } = parseCheckoutForm(values, countries, summary.pricing.due > 0);
  const t = messages[language];
  const refusal =
    summary.lines.length === 0
      ? t.emptyCart
      : summary.lines.some((line) => line.quantity > line.stock)
        ? t.outOfStock
        : undefined;
  if (!form || refusal) {
    // A card number is never echoed back into the page.
    const shown = { ...values, cardNumber: '' };
    sendHtml(
      res,
      422,
      checkoutPage({ ...page, summary, values: shown, countries, errors: errors ?? {}, alert: refusal }),
    );
    return;
  }
  const order = placeOrder(ctx.db, cart, summary, form);
  // A customer's confirmation links to the account's orders, in the shop subfolder of the checkout.
  sendMail(ctx.db, {
    kind: 'order_confirmation',
    to: form.email,
    ...orderConfirmationMail(language, order.name, summary, form),
    path: cart.customer_id
      ? `/${mailLocale(cart.country, language)}/account?section=orders&order=${order.orderId}`
      : null,
  });
  sendHtml(
    res,
    200,
    confirmationPage(language, order.name, shopReturnUrl(ctx.config.SHOP_URL, cart.country, language)),
  );
};
