import type { APIResponse } from '@playwright/test';
import { locales } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { expect, test } from './support';

/**
 * No link leads to a 404: every href of the home page, a listing, a product page and the private page,
 * with header and footer, in all nine locales, selling or not (spec §6). Links are read from the
 * server's HTML and each target asked once with HEAD, a few at a time, cookieless like a crawler. Most
 * targets are pages a fresh test shop has never rendered, hence the test's own time limit.
 */
const pages = ['/', '/fashion', '/fashion/product/silk-wrap-dress', '/private'];
/** The front admits a few requests at a time and answers a longer wait with 503 "busy" (ADR 0008). */
const concurrency = 6;

/** A request again while the front says it is busy, as a crawler honouring its Retry-After does. */
async function unlessBusy(request: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 1; ; attempt++) {
    const response = await request();
    if (response.status() !== 503 || attempt === 5) return response;
    await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
  }
}

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += concurrency)
    await Promise.all(items.slice(start, start + concurrency).map(work));
}

const entities: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'" };
const hrefsOf = (html: string) =>
  [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map(([, href]) =>
    href!.replace(/&(amp|quot|#x27|#39);/g, (entity) => entities[entity]!),
  );

test('no link of the home, a listing, a product page, the private page or the footer answers 404, in every locale', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const foundOn = new Map<string, string>();
  const sources = locales.flatMap((locale) => pages.map((path) => localePath(locale, path)));
  await inBatches(sources, async (source) => {
    const response = await unlessBusy(() => request.get(source));
    expect(response.status(), source).toBe(200);
    for (const href of hrefsOf(await response.text())) {
      const target = new URL(href, `${origin}${source}`);
      if (target.origin !== origin) continue;
      target.hash = '';
      if (!foundOn.has(target.href)) foundOn.set(target.href, source);
    }
  });
  const targets = [...foundOn.keys()];
  const dead: string[] = [];
  await inBatches(targets, async (target) => {
    const response = await unlessBusy(() => request.head(target, { maxRedirects: 5 }));
    if (response.status() === 404) dead.push(`${target} (linked from ${foundOn.get(target)})`);
  });
  expect(targets.length).toBeGreaterThan(50);
  expect(dead).toEqual([]);
});
