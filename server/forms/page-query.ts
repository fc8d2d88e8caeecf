import 'server-only';
import { headers } from 'next/headers';
import { serverConfig } from '../config';

/**
 * A query parameter of the page a form was posted from (a reset link's id and token, the log-in's
 * `back`), so those pages stay static (nothing on them reads the URL on the server). With JavaScript
 * the island copies it into a hidden field; without, the browser posts to the page's own URL and
 * names it in Referer (same origin: the shop's Referrer-Policy sends the full URL). Only a Referer of
 * this site is read. The value is then parsed like any other input.
 */
export async function pageQueryValue(form: FormData, name: string): Promise<string | null> {
  const posted = form.get(name);
  if (typeof posted === 'string' && posted) return posted;
  const referer = (await headers()).get('referer');
  if (!referer || !URL.canParse(referer)) return null;
  const url = new URL(referer);
  return url.origin === new URL(serverConfig().siteUrl).origin ? url.searchParams.get(name) : null;
}
