import { HttpError, sendHtml, type Handler } from '../http';
import { checkoutSessionCookieHeader, openCheckoutSession } from './checkout-session';
import { layout } from './layout';
import { messages, pageLanguage } from './messages';
import { isFreshMultipass, readMultipassToken } from './multipass';

const checkoutPath = /^\/checkout\/[^/]+\/?$/;

/** `return_to` only to a checkout page of this store: a token never sends anyone elsewhere. */
function checkoutReturnTo(returnTo: string | undefined, origin: string): string | null {
  if (!returnTo || !URL.canParse(returnTo)) return null;
  const url = new URL(returnTo);
  return url.origin === origin && checkoutPath.test(url.pathname) ? url.href : null;
}

/**
 * `GET /account/login/multipass/{token}`, as a Shopify Plus store answers it: a token signed with the
 * store's multipass secret, fresh, and returning to this store's checkout signs the customer in there
 * and redirects; anything else gets a page saying the link is not valid.
 */
export const multipassLoginHandler: Handler = (req, res, url, ctx) => {
  if (req.method !== 'GET') throw new HttpError(405, 'Use GET');
  const token = url.pathname.split('/')[4] ?? '';
  const customer = readMultipassToken(ctx.config.MULTIPASS_SECRET, token);
  const returnTo = checkoutReturnTo(customer?.return_to, ctx.origin);
  if (!customer || !returnTo || !isFreshMultipass(customer)) {
    const language = pageLanguage(returnTo ? new URL(returnTo).searchParams.get('locale') : null);
    const t = messages[language];
    const body = `<h1>${t.invalidMultipassTitle}</h1>\n<p>${t.invalidMultipass}</p>`;
    sendHtml(res, 403, layout(language, t.invalidMultipassTitle, body));
    return;
  }
  res.writeHead(303, {
    location: returnTo,
    'set-cookie': checkoutSessionCookieHeader(openCheckoutSession(customer)),
    'cache-control': 'no-store',
  });
  res.end();
};
