import type { BrowserContext, Page } from '@playwright/test';
import { analyticsCookies } from '@/lib/consent';
import { backendsOrigin, expect, expectAccessible, expectHydrated, test } from './support';

/**
 * Cookie consent and consent-gated analytics (spec §4 "Other states", §5, §6, §7.3, §7.4): nothing
 * is measured before the visitor agrees, Shopify's analytics reach the local backends after, and
 * withdrawing deletes the two analytics cookies.
 */
const productPage = '/fr-fr/fashion/product/silk-wrap-dress';
const analyticsHosts = /produce_batch|monorail|_vercel|googletagmanager|cookielaw/;

interface RecordedEvent {
  id: number;
  schemaId: string;
  eventName: string | null;
  payload: Record<string, unknown>;
}

async function recordedSince(id: number): Promise<RecordedEvent[]> {
  const response = await fetch(`${backendsOrigin}/__analytics.json`);
  return ((await response.json()) as RecordedEvent[]).filter((event) => event.id > id);
}

async function lastRecordedId(): Promise<number> {
  return (await recordedSince(0))[0]?.id ?? 0;
}

/** Every request to an analytics service, and every script that carries analytics code. */
function watchAnalytics(page: Page) {
  const requests: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (analyticsHosts.test(request.url())) requests.push(request.url());
  });
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('produce_batch')) scripts.push(response.url());
  });
  return { requests, scripts };
}

async function analyticsCookieNames(context: BrowserContext): Promise<string[]> {
  const names: string[] = analyticsCookies.map((cookie) => cookie.name);
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => names.includes(name));
}

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event).filter(Boolean),
  );

test('before consent: no analytics request, cookie, event or code; banner and dialog pass axe', async ({
  page,
  context,
}) => {
  const watched = watchAnalytics(page);
  await page.goto(productPage, { waitUntil: 'networkidle' });
  const banner = page.getByRole('region', { name: 'Votre vie privée' });
  await expect(banner).toBeVisible();
  await expectAccessible(page);

  // Shopping goes on with the banner open: it is not modal and covers no primary action.
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toBeVisible();
  await page.getByTestId('cart-button').click();
  await expect(page.getByRole('dialog', { name: /^Panier/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await banner.getByRole('button', { name: 'Paramètres' }).click();
  const dialog = page.getByRole('dialog', { name: 'Paramètres des cookies' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Nécessaires' })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: 'Mesure d’audience' })).not.toBeChecked();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.waitForLoadState('networkidle');
  expect(watched.requests).toEqual([]);
  expect(watched.scripts, 'no analytics code is downloaded without consent').toEqual([]);
  expect(await analyticsCookieNames(context)).toEqual([]);
  expect(await dataLayerEvents(page)).toEqual([]);
});

test('after consent: page view, product view and add to cart reach /__analytics; cart open and checkout reach the data layer', async ({
  page,
  context,
}) => {
  const since = await lastRecordedId();
  const watched = watchAnalytics(page);
  await page.goto(productPage, { waitUntil: 'networkidle' });
  await page
    .getByRole('region', { name: 'Votre vie privée' })
    .getByRole('button', { name: 'Tout accepter' })
    .click();
  await expect(page.getByRole('region', { name: 'Votre vie privée' })).toBeHidden();

  await expect
    .poll(async () => (await recordedSince(since)).map((event) => event.eventName).sort())
    .toEqual(expect.arrayContaining(['page_rendered', 'product_page_rendered']));
  // spec §7.4: the two analytics cookies and their lifetimes (31,104,000 s and 1,800 s).
  const cookies = await context.cookies();
  const now = Date.now() / 1000;
  for (const { name, maxAgeSeconds } of analyticsCookies) {
    const cookie = cookies.find((candidate) => candidate.name === name);
    expect(cookie, name).toBeTruthy();
    expect(Math.abs(cookie!.expires - now - maxAgeSeconds), name).toBeLessThan(120);
  }

  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toBeVisible();
  await expect
    .poll(async () => (await recordedSince(since)).map((event) => event.eventName))
    .toContain('product_added_to_cart');
  const [added] = (await recordedSince(since)).filter((event) => event.eventName === 'product_added_to_cart');
  expect(added!.payload).toMatchObject({ currency: 'EUR', shop_id: expect.any(Number) });
  const productView = (await recordedSince(since)).find(
    (event) => event.eventName === 'product_page_rendered',
  );
  expect(JSON.stringify(productView!.payload)).toContain('Robe portefeuille en soie');

  await page.getByTestId('cart-button').click();
  const panel = page.getByRole('dialog', { name: /^Panier/ });
  await expect(panel).toBeVisible();
  const checkout = panel.getByTestId('checkout');
  await expectHydrated(checkout);
  // Stay on the page to read the data layer: the event is pushed by the link's own handler.
  await checkout.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await checkout.click();

  const layer = (await page.evaluate(() => window.dataLayer ?? [])) as Record<string, unknown>[];
  const events = layer.filter((entry) => typeof entry.event === 'string' && entry.event !== 'gtm.js');
  expect(events.map((entry) => entry.event)).toEqual([
    'page_view',
    'product_view',
    'add_to_cart',
    'cart_open',
    'checkout',
  ]);
  for (const event of events)
    expect(event).toMatchObject({
      page_type: 'pdp',
      currency: 'EUR',
      language: 'fr',
      shop_id: expect.stringMatching(/^gid:\/\/shopify\/Shop\//),
    });
  // The product view reports the variant the page shows: Black / XS is sold out,
  // so the page opens on S, at 690 € instead of 860 € (spec §3: the discount per unit, as a cart line's).
  const productViewEvent = events.find((entry) => entry.event === 'product_view')!;
  expect(productViewEvent.products).toEqual([
    expect.objectContaining({ variant: expect.stringMatching(/ \/ S$/), price: 690, discount: 170 }),
  ]);
  const cartOpen = events.find((entry) => entry.event === 'cart_open')!;
  expect(cartOpen.cart_token).toEqual(expect.any(String));
  expect(cartOpen.products).toEqual([
    expect.objectContaining({ name: 'Robe portefeuille en soie', quantity: 1, price: expect.any(Number) }),
  ]);
  expect(watched.requests.every((url) => url.startsWith(backendsOrigin))).toBe(true);
});

test('withdrawing consent from the footer deletes the analytics cookies and stops the events', async ({
  page,
  context,
}) => {
  await page.goto('/fr-fr', { waitUntil: 'networkidle' });
  await page
    .getByRole('region', { name: 'Votre vie privée' })
    .getByRole('button', { name: 'Tout accepter' })
    .click();
  await expect.poll(() => analyticsCookieNames(context)).toEqual(['_shopify_y', '_shopify_s']);

  await page.getByTestId('consent-settings').click();
  const dialog = page.getByRole('dialog', { name: 'Paramètres des cookies' });
  const analytics = dialog.getByRole('checkbox', { name: 'Mesure d’audience' });
  await expect(analytics).toBeChecked();
  await expectAccessible(page);
  await analytics.uncheck();
  await dialog.getByRole('button', { name: 'Enregistrer mes choix' }).click();
  await expect(dialog).toBeHidden();
  // spec §8: the COOKIES_UPDATED success alert.
  await expect(page.getByText('Vos préférences de cookies ont été mises à jour.')).toBeVisible();
  await expect.poll(() => analyticsCookieNames(context)).toEqual([]);

  const since = await lastRecordedId();
  const watched = watchAnalytics(page);
  await page.goto(productPage, { waitUntil: 'networkidle' });
  await expect(page.getByRole('region', { name: 'Votre vie privée' })).toHaveCount(0);
  expect(watched.requests).toEqual([]);
  expect(await recordedSince(since)).toEqual([]);
  expect(await analyticsCookieNames(context)).toEqual([]);
});

test('the banner and the dialog work with the keyboard alone', async ({ page, context }) => {
  await page.goto('/ja-jp', { waitUntil: 'networkidle' });
  const banner = page.getByRole('region', { name: 'プライバシーについて' });
  await expect(banner).toBeVisible();
  const accept = banner.getByRole('button', { name: 'すべて許可' });
  await expectHydrated(accept);
  // The banner is the page's last landmark: Shift+Tab from the top of the page reaches it.
  await page.locator('body').focus();
  for (
    let presses = 0;
    presses < 8 && !(await banner.evaluate((el) => el.contains(document.activeElement)));
    presses++
  )
    await page.keyboard.press('Shift+Tab');
  await expect(banner.getByRole('button', { name: '設定' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Cookie設定' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  // The focus stays in the dialog (a native modal dialog).
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  const analytics = dialog.getByRole('checkbox', { name: 'アクセス解析' });
  for (
    let presses = 0;
    presses < 8 && !(await analytics.evaluate((el) => el === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(analytics).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: '選択を保存' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(banner).toBeHidden();
  await expect(page.getByText('Cookieの設定を更新しました。')).toBeVisible();
  await expect.poll(() => analyticsCookieNames(context)).toEqual(['_shopify_y', '_shopify_s']);

  // Escape closes the reopened dialog without changing the choice.
  await page.getByTestId('consent-settings').focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('consent-settings')).toBeFocused();
});
