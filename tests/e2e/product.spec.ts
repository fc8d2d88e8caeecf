import type { Page } from '@playwright/test';
import { backendsOrigin, expect, expectAccessible, test } from './support';

interface Offer {
  name: string;
  price: string;
  priceCurrency: string;
  availability: string;
  url: string;
}

/** The page's Product JSON-LD, parsed: it must be valid JSON. */
async function productJsonLd(page: Page): Promise<{ '@type': string; name: string; offers: Offer[] }> {
  const text = await page.getByTestId('product-json-ld').textContent();
  return JSON.parse(text!);
}

test('fashion PDP: colour swatches, size guide dialog, accordions, JSON-LD in the market currency', async ({
  page,
}) => {
  await page.goto('/fr-fr/fashion/product/silk-wrap-dress', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Robe portefeuille en soie');
  // custom.color_has_border: the ivory swatch needs its border on white, black does not.
  const ivory = page.locator('label', { has: page.getByRole('radio', { name: 'Ivoire' }) });
  await expect(ivory.locator('[data-border]')).toHaveCount(1);
  const black = page.locator('label', { has: page.getByRole('radio', { name: 'Noir' }) });
  await expect(black.locator('span[aria-hidden]')).toHaveCSS('background-color', 'rgb(17, 17, 17)');
  await expect(black.locator('[data-border]')).toHaveCount(0);
  await expect(page.getByTestId('product-promo')).toHaveText('Retouches offertes dans nos boutiques');
  await expect(page.getByTestId('accordions').locator('details')).toHaveCount(4);
  await expect(page.getByTestId('associated-products').getByRole('link')).toHaveCount(3);
  // The poster is one file sized for the gallery's slot (phones loaded the whole original, docs/adr/0017).
  await expect(page.getByTestId('gallery').locator('video')).toHaveAttribute(
    'poster',
    /poster\.jpg\?width=750$/,
  );
  // The first picture is the page's largest paint: preloaded, and asked for before the others. Only it:
  // the pages the header prefetches (the home page and its hero) must not preload theirs (client/image).
  const pictures = page.getByTestId('gallery').locator('img');
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(pictures.nth(1)).not.toHaveAttribute('fetchpriority', 'high');
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(1);

  const jsonLd = await productJsonLd(page);
  expect(jsonLd['@type']).toBe('Product');
  expect(jsonLd.offers).toHaveLength(10);
  expect(new Set(jsonLd.offers.map((offer) => offer.priceCurrency))).toEqual(new Set(['EUR']));
  expect(jsonLd.offers.find((offer) => offer.name === 'Noir / XS')?.availability).toBe(
    'https://schema.org/OutOfStock',
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Guide des tailles' }).click();
  const guide = page.getByRole('dialog', { name: 'Guide des tailles' });
  await expect(guide).toBeVisible();
  await expect(guide).toContainText('taille normalement');
  await guide.getByLabel('Poitrine (cm)').fill('86');
  await guide.getByLabel('Hanches (cm)').fill('98');
  await expect(guide.getByTestId('size-recommendation')).toHaveText('Votre taille : M');
  await guide.getByLabel('Longueur du pied (cm)').fill('24');
  await expect(guide.getByTestId('size-recommendation')).toContainText('Votre pointure : 38.5 EU');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();
  await expect(page.getByRole('button', { name: 'Guide des tailles' })).toBeFocused();
});

test('a sold-out variant cannot be chosen; the stock-alert sign-up stores the request', async ({ page }) => {
  const email = `stock-alert-${Date.now()}@example.com`;
  await page.goto('/en-eu/fashion/product/silk-wrap-dress', { waitUntil: 'networkidle' });
  await expect(page.getByRole('radio', { name: /XS/ })).toBeDisabled();

  await page.getByTestId('stock-alert-toggle').click();
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Notify me' }) });
  // The sold-out variant nearest the choice (Black) is offered first.
  await expect(form.getByLabel('Item').locator('option:checked')).toHaveText('Black / XS');
  await form.getByLabel('E-mail').fill('not-an-email');
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(form.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  // spec §5: the focus goes to the first field in error, not the body.
  await expect(form.getByLabel('E-mail')).toBeFocused();

  await form.getByLabel('E-mail').fill(email);
  // The form posts once, to the API's own URL: no redirect that makes the browser post again.
  const apiAnswers: { url: string; status: number; method: string }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/stock-alert'))
      apiAnswers.push({
        url: response.url(),
        status: response.status(),
        method: response.request().method(),
      });
  });
  await form.getByRole('button', { name: 'Notify me' }).click();
  // ALERT_STOCK_SUCCESS, in the shell's alert stack.
  await expect(page.getByTestId('alerts')).toContainText(
    'Thank you: we will e-mail you as soon as it is back in stock.',
  );
  expect(apiAnswers.map(({ status, method }) => ({ status, method }))).toEqual([
    { status: 201, method: 'POST' },
  ]);
  // The form keeps what the alert is registered for, and says so: the product, its colour and size.
  await expect(form.getByLabel('E-mail')).toHaveValue(email);
  await expect(page.getByTestId('stock-alert-status')).toHaveText(
    `Alert saved: we will write to ${email} as soon as “Silk Wrap Dress - Black / XS” is back.`,
  );
  await expectAccessible(page);

  const blackXs = (await productJsonLd(page)).offers.find((offer) => offer.name === 'Black / XS')!;
  const variantId = `gid://shopify/ProductVariant/${new URL(blackXs.url).searchParams.get('variant')}`;
  // Kept by the local back-in-stock service (server/stock-alerts port, docs/adr/0004).
  const response = await fetch(
    `${backendsOrigin}/stock-alerts/v1/subscriptions?email=${encodeURIComponent(email)}`,
    { headers: { authorization: 'Bearer local-stock-alerts-token' } },
  );
  const { subscriptions } = (await response.json()) as {
    subscriptions: { email: string; variantId: string; locale: string }[];
  };
  expect(subscriptions.map(({ email, variantId, locale }) => ({ email, variantId, locale }))).toEqual([
    { email, variantId, locale: 'en-eu' },
  ]);
});

test('fragrance PDP: volumes and the try & buy sample offer; a swp sample is offered', async ({ page }) => {
  await page.goto('/fr-fr/fragrance/product/rose-absolue-eau-de-parfum', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rose Absolue');
  for (const volume of ['30 ml', '50 ml', '100 ml'])
    await expect(page.getByRole('radio', { name: volume })).toBeEnabled();
  await page.getByRole('radio', { name: '100 ml' }).check({ force: true });
  await expect(page.getByTestId('price')).toContainText('210€');
  const offer = page.getByTestId('sample-offer');
  await expect(offer).toHaveAttribute('data-type', 'trybuy');
  await expect(offer).toContainText('Rose Absolue 2 ml · 5€');
  await expect(offer.getByRole('link')).toHaveAttribute(
    'href',
    '/fr-fr/fragrance/product/rose-absolue-sample',
  );
  expect((await productJsonLd(page)).offers.map((o) => o.priceCurrency)).toEqual(['EUR', 'EUR', 'EUR']);
  await expectAccessible(page);

  await page.goto('/fr-fr/fragrance/product/santal-noir-eau-de-parfum', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('sample-offer')).toHaveAttribute('data-type', 'swp');
  await expect(page.getByTestId('sample-offer')).toContainText('offert avec votre commande');
  await expectAccessible(page);
});

test('set PDP: the components of the set, priced in GBP in en-uk', async ({ page }) => {
  await page.goto('/en-uk/sets/discovery-set', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Discovery Set');
  const components = page.getByTestId('set-components').getByRole('listitem');
  await expect(components).toHaveCount(4);
  await expect(components.first()).toContainText('Rose Absolue Miniature');
  await expect(components.first().getByRole('link')).toHaveAttribute(
    'href',
    '/en-uk/fragrance/product/rose-absolue-miniature',
  );
  await expect(page.getByTestId('add-to-cart')).toBeEnabled();
  expect((await productJsonLd(page)).offers[0]!.priceCurrency).toBe('GBP');
  await expectAccessible(page);
});

test('gift card: its denominations as prices, added to the cart', async ({ page }) => {
  await page.goto('/en-eu/sets/gift-card', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maison Aurèle Gift Card');
  await expect(page.getByRole('radio')).toHaveCount(4);
  await page.getByRole('radio', { name: '€100' }).check({ force: true });
  await expect(page.getByTestId('price')).toHaveText(/€100/);
  await expectAccessible(page);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-status')).toHaveText('Added to your cart.');
});

test('coming soon and private sales flags; no add to cart where the section is not sold', async ({
  page,
}) => {
  await page.goto('/en-eu/fashion/product/velvet-evening-gown', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('coming-soon')).toBeVisible();
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/en-eu/fashion/product/cable-knit-cardigan', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('private-sales')).toHaveText('Private sales: -30%');

  // en-us sells fashion only (spec §3 locale table): a fragrance points to the store locator.
  await page.goto('/en-us/fragrance/product/rose-absolue-eau-de-parfum', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  await expect(page.getByTestId('not-sold').getByRole('link')).toHaveAttribute(
    'href',
    '/en-us/store-locator',
  );
  await expectAccessible(page);
  await page.goto('/en-us/fashion/product/silk-wrap-dress', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('add-to-cart')).toBeEnabled();
});

test('recently viewed products, kept per locale', async ({ page }) => {
  await page.goto('/fr-fr/fashion/product/silk-wrap-dress', { waitUntil: 'networkidle' });
  // Recorded once the page has hydrated, under the locale's own key.
  await page.waitForFunction(() =>
    localStorage.getItem('recently-viewed:fr-fr')?.includes('silk-wrap-dress'),
  );
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
  await page.goto('/fr-fr/fragrance/product/rose-absolue-eau-de-parfum', { waitUntil: 'networkidle' });
  const recent = page.getByTestId('recently-viewed');
  await expect(recent.getByRole('link')).toHaveCount(1);
  await expect(recent.getByRole('link')).toHaveAttribute('href', '/fr-fr/fashion/product/silk-wrap-dress');
  await expect(recent).toContainText('Robe portefeuille en soie');
  await expectAccessible(page);

  await page.goto('/en-uk/sets/discovery-set', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
});

test("the delivery estimate: business days in the cached HTML, dates in the shopper's language once it runs", async ({
  page,
  request,
}) => {
  // The page's HTML says only what stays true whatever the day it was cached (fr-fr: 2 to 3 days).
  const html = await (await request.get('/fr-fr/fashion/product/silk-wrap-dress')).text();
  expect(html).toContain('Livraison en 2 à 3 jours ouvrés');

  // Friday 4 December 2026 in Paris: 2 and 3 business days later are Tuesday 8 and Wednesday 9.
  await page.clock.setFixedTime(new Date('2026-12-04T10:00:00+01:00'));
  await page.goto('/fr-fr/fashion/product/silk-wrap-dress');
  const estimate = page.getByTestId('delivery-estimate');
  await expect(estimate).toHaveAttribute('data-dated', 'true');
  await expect(estimate).toHaveText(/^Livraison estimée : mardi 8\s–\smercredi 9 décembre$/);
  await expectAccessible(page);

  // en-uk: 3 to 5 business days, in English.
  await page.goto('/en-uk/fashion/product/silk-wrap-dress');
  await expect(page.getByTestId('delivery-estimate')).toHaveText(
    /^Estimated delivery: Wednesday 9 December\s–\sFriday 11 December$/,
  );

  // Where nothing is sold online there is no parcel to promise.
  await page.goto('/ja-jp/fashion/product/silk-wrap-dress');
  await expect(page.getByTestId('not-sold')).toBeVisible();
  await expect(page.getByTestId('delivery-estimate')).toHaveCount(0);
});
