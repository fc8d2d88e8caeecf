import type { Page } from '@playwright/test';
import { backendsOrigin, chooseConsent, expect, expectAccessible, expectHydrated, test } from './support';

/**
 * The third-party scripts of spec §7.3 with every vendor configured (scripts/test-server.ts), played
 * by the local backends (docs/adr/0022): nothing of a vendor loads before the visitor's consent, the
 * support chat (selling locales) carries a message to the outbox and an answer back, and the
 * retail-marketing tag gets the product view, the add to cart and the checkout only with consent.
 */
const productPage = '/fr-fr/fashion/product/silk-wrap-dress';
const vendorPaths = /\/(zendesk|criteo)\/|produce_batch|googletagmanager/;
const privacyBanner = (page: Page) => page.getByRole('region', { name: 'Votre vie privée' });

function watchVendors(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (vendorPaths.test(request.url())) requests.push(new URL(request.url()).pathname);
  });
  return requests;
}

interface RetailEvent {
  id: number;
  event: string;
  account: string;
  page: string;
  payload: { item: unknown; currency?: string };
}

async function retailEventsSince(id: number): Promise<RetailEvent[]> {
  const response = await fetch(`${backendsOrigin}/__retail-events.json`);
  return ((await response.json()) as RetailEvent[]).filter((event) => event.id > id).reverse();
}

const lastRetailEventId = async () => (await retailEventsSince(0)).at(-1)?.id ?? 0;

/** Adds the page's product and starts the checkout, staying on the page (the link's handler pushes it). */
async function addToCartAndCheckout(page: Page) {
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toBeVisible();
  await page.getByTestId('cart-button').click();
  const checkout = page.getByRole('dialog', { name: /^Panier/ }).getByTestId('checkout');
  await expectHydrated(checkout);
  await checkout.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await checkout.click();
}

test('before consent no vendor script or call leaves the page, and no chat launcher covers the banner', async ({
  page,
}) => {
  const requests = watchVendors(page);
  const response = await page.goto(productPage, { waitUntil: 'networkidle' });
  // The local backends play both vendors: the policy lets their scripts and calls in (lib/third-party.ts).
  const csp = response!.headers()['content-security-policy'] ?? '';
  for (const directive of ['script-src', 'connect-src'])
    expect(csp.split('; ').find((entry) => entry.startsWith(directive))).toContain(backendsOrigin);
  await expect(privacyBanner(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Discuter avec le service client' })).toHaveCount(0);
  await addToCartAndCheckout(page);
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  expect(await page.evaluate(() => [typeof window.zE, typeof window.criteo_q])).toEqual([
    'undefined',
    'undefined',
  ]);
});

test('refusing analytics and marketing: the chat launcher shows, the retail tag never loads', async ({
  page,
}) => {
  const since = await lastRetailEventId();
  const requests = watchVendors(page);
  await page.goto(productPage, { waitUntil: 'networkidle' });
  await privacyBanner(page).getByRole('button', { name: 'Tout refuser' }).click();
  await expect(page.getByRole('button', { name: 'Discuter avec le service client' })).toBeVisible();
  await addToCartAndCheckout(page);
  await page.waitForTimeout(1500);
  expect(requests, 'the chat loads only when the shopper opens it').toEqual([]);
  expect(await retailEventsSince(since)).toEqual([]);
});

test('with consent the retail tag gets the product view, the add to cart and the checkout, after the page loaded', async ({
  page,
  context,
}) => {
  const since = await lastRetailEventId();
  const requests = watchVendors(page);
  await chooseConsent(context, { analytics: true });
  // When the page's load event fired and when the tag was asked for, both in the page's own clock.
  await page.addInitScript(() => {
    window.addEventListener('load', () => performance.mark('shop-loaded'));
  });
  await page.goto(productPage, { waitUntil: 'networkidle' });
  await expect
    .poll(async () => (await retailEventsSince(since)).map((event) => event.event))
    .toEqual(['viewItem']);
  const [loaded, tag] = await page.evaluate(() => [
    performance.getEntriesByName('shop-loaded')[0]?.startTime ?? Infinity,
    performance.getEntriesByType('resource').find((entry) => entry.name.includes('/criteo/js/ld/ld.js'))
      ?.startTime ?? -1,
  ]);
  expect(tag, 'the tag is asked for only after the load event').toBeGreaterThan(loaded!);

  await addToCartAndCheckout(page);
  await expect
    .poll(async () => (await retailEventsSince(since)).map((event) => event.event))
    .toEqual(['viewItem', 'addToCart', 'beginCheckout']);
  const [view, added, checkout] = await retailEventsSince(since);
  expect(view).toMatchObject({ account: '74210', page: expect.stringContaining(productPage) });
  for (const event of [added!, checkout!])
    expect(event.payload).toMatchObject({
      currency: 'EUR',
      item: [{ id: expect.any(String), price: 690, quantity: 1 }],
    });
  expect(requests.filter((path) => path.startsWith('/criteo/js/'))).toHaveLength(1);
  expect(requests.some((path) => path.startsWith('/zendesk/'))).toBe(false);
});

test('the support chat: keyboard, axe, a message to the outbox with its page and locale, an answer back', async ({
  page,
  context,
}) => {
  await page.goto('/es-eu', { waitUntil: 'networkidle' });
  await page
    .getByRole('region', { name: /privacidad/i })
    .getByRole('button', { name: /rechazar/i })
    .click();
  const launcher = page.getByRole('button', { name: 'Chatear con atención al cliente' });
  await expectHydrated(launcher);
  await expectAccessible(page);
  await launcher.focus();
  await page.keyboard.press('Enter');

  const chat = page.getByRole('dialog', { name: 'Atención al cliente de Maison Aurèle' });
  await expect(chat).toBeVisible();
  await expect(launcher).toBeHidden();
  const message = chat.getByRole('textbox', { name: 'Su mensaje' });
  await expect(message).toBeFocused();
  await expectAccessible(page);
  const question = `¿Tienen la talla S? ${Date.now()}`;
  await page.keyboard.type(question);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(chat.getByRole('log')).toContainText(question);

  const outbox = await context.newPage();
  await outbox.goto(`${backendsOrigin}/__outbox`);
  const conversation = outbox.locator('article[data-conversation]').filter({ hasText: question });
  await expect(conversation).toContainText('es-eu');
  await expect(conversation).toContainText(`${new URL(page.url()).origin}/es-eu`);
  await conversation.getByRole('textbox', { name: 'Answer' }).fill('Sí, la talla S está disponible.');
  await conversation.getByRole('button', { name: 'Send the answer' }).click();
  await expect(outbox.locator('article[data-conversation]').filter({ hasText: question })).toContainText(
    'Sí, la talla S está disponible.',
  );
  await outbox.close();

  await expect(chat.getByRole('log')).toContainText('Sí, la talla S está disponible.');
  // Back on the shop's tab, the focus is where the shopper left it: on the send button.
  await page.bringToFront();
  await expect(chat.getByRole('button', { name: 'Enviar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(launcher).toBeFocused();
});

test('no chat where the shop does not sell (spec §7.3: selling locales)', async ({ page }) => {
  await page.goto('/ja-jp', { waitUntil: 'networkidle' });
  await page
    .getByRole('region', { name: 'プライバシーについて' })
    .getByRole('button', { name: 'すべて許可' })
    .click();
  await expect(page.getByRole('region', { name: 'プライバシーについて' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'カスタマーサービスとチャット' })).toHaveCount(0);
});
