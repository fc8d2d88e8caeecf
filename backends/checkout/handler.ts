import { shippingCountries } from '../markets';
import { mailLocale, sendMail } from '../outbox/store';
import { HttpError, readBody, sendHtml, type Handler } from '../http';
import type { CartRow } from '../storefront/cart/rows';
import { cartByToken } from '../storefront/cart/store';
import { formValues, parseCheckoutForm } from './form';
import { messages, pageLanguage } from './messages';
import { orderConfirmationMail } from './confirmation-mail';
import { checkoutPage, confirmationPage, notFoundPage } from './pages';
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
  const cart = cartByToken(ctx.db, token);
  if (!cart || cart.completed_at) {
    sendHtml(
      res,
      404,
      notFoundPage(language, shopReturnUrl(ctx.config.SHOP_URL, cart?.country ?? '', language)),
    );
    return;
  }
  const summary = summariseCart(ctx.db, cart, language);
  const page = { language, action: `${url.pathname}${url.search}`, summary };

  if (req.method === 'GET') {
    const signedIn = checkoutCustomer(req);
    const { values, view } = signedIn
      ? signedInCheckout(prefill(ctx.db, cart), signedIn, url)
      : { values: prefill(ctx.db, cart), view: undefined };
    sendHtml(
      res,
      200,
      checkoutPage({ ...page, values, countries: countriesFor(cart, values.country), signedIn: view }),
    );
    return;
  }

  const values = formValues(await readBody(req));
  const countries = countriesFor(cart, prefill(ctx.db, cart).country);
  const { form, errors } = parseCheckoutForm(values, countries);
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
      checkoutPage({ ...page, values: shown, countries, errors: errors ?? {}, alert: refusal }),
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
