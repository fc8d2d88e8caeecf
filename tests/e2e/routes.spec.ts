import { readFileSync, writeFileSync } from 'node:fs';
import { expect, expectAccessible, prismicMasterRef, test } from './support';

/** Every editorial route of spec §2.1, from its document. */
const routes = [
  '/fashion',
  '/fashion/dresses',
  '/fragrance',
  '/fragrance/for-her',
  '/articles',
  '/articles/how-to-care-for-silk',
  '/faq',
  '/faq/delivery-times',
  '/legal/terms-of-sale',
  '/livestream/live-from-the-atelier',
  '/lookbook/autumn-winter-2026',
  '/store-locator',
  '/contact',
  '/contact/thank-you',
  '/search',
  '/maintenance',
  '/private',
  '/campaign/fragrance/rose-absolue',
  '/campaign/fashion/spring-summer-2026',
  '/our-story',
  '/how-to-recycle-in-italia',
];

// Axe scans each template once, on its French copy: the en-ww copy is the same markup in another
// language, and CI's 45 minutes are spent (the walks scan en-uk, es-eu and ja-jp pages at each step).
for (const prefix of ['', '/fr-fr']) {
  for (const route of routes) {
    test(`${prefix || 'en-ww'} ${route} renders its document with a breadcrumb`, async ({ page }) => {
      const response = await page.goto(`${prefix}${route}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByTestId('breadcrumb')).toBeVisible();
      if (prefix) await expectAccessible(page);
    });
  }
}

test('a ja-jp page renders in Japanese', async ({ page }) => {
  const response = await page.goto('/ja-jp/faq', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
  await expect(page.getByTestId('breadcrumb')).toContainText('ホーム');
  await expectAccessible(page);
});

test.describe('not found', () => {
  for (const path of [
    '/fr-fr/articles/no-such-article',
    '/fr-fr/faq/no-such-question',
    '/fr-fr/fashion/no-such-category',
    '/fr-fr/no-such-page',
    '/fr-fr/no/such/page',
    '/fr-fr/campaign/fashion/no-such-campaign',
  ]) {
    test(`${path} is the 404 page in French`, async ({ page }) => {
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('link', { name: /accueil/i }).last()).toHaveAttribute('href', '/fr-fr');
    });
  }
});

test.describe('SEO', () => {
  test('a page has its canonical URL and hreflang links to every locale showing its language', async ({
    page,
  }) => {
    await page.goto('/fr-fr/faq/delivery-times', { waitUntil: 'networkidle' });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/fr-fr\/faq\/delivery-times$/,
    );
    const hreflang = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(hreflang.sort()).toEqual(
      ['en', 'en-CH', 'en-GB', 'en-IE', 'en-US', 'es', 'es-ES', 'fr-FR', 'ja', 'x-default'].sort(),
    );
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  for (const path of ['/fr-fr/private', '/maintenance']) {
    test(`${path} carries noindex,nofollow`, async ({ page }) => {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    });
  }

  test('the sitemap lists every locale of the documents and the Storefront products', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`${baseURL}/faq/delivery-times</loc>`);
    expect(xml).toContain(`${baseURL}/fr-fr/faq/delivery-times</loc>`);
    expect(xml).toContain(`${baseURL}/ja-jp/articles/how-to-care-for-silk</loc>`);
    expect(xml).toContain('/fr-fr/fashion/product/silk-wrap-dress</loc>');
    expect(xml).toContain('/en-uk/fragrance/for-her</loc>');
    expect(xml).not.toContain('/private</loc>');
    expect(xml).not.toContain('/redirects/');
  });

  test('robots.txt points at the sitemap and keeps crawlers out of the API', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(text).toContain('Disallow: /api/');
  });
});

test.describe('store finder', () => {
  test('searches by city or country and chooses a store with the keyboard', async ({ page }) => {
    await page.goto('/fr-fr/store-locator', { waitUntil: 'networkidle' });
    await page.evaluate(() => (window.dataLayer = []));
    await expect(page.getByTestId('store-count')).toHaveText('13 boutiques');
    const search = page.getByRole('searchbox', { name: 'Ville ou pays' });
    await search.focus();
    await page.keyboard.type('japon');
    await expect(page.getByTestId('store-count')).toHaveText('2 boutiques');
    await search.fill('');
    await page.keyboard.type('geneve');
    await expect(page.getByTestId('store-count')).toHaveText('1 boutique');
    // From the search box, Tab goes through "near me" and the store's contact links to its button.
    const choose = page.getByRole('button', { name: /Choisir cette boutique/ });
    for (
      let presses = 0;
      presses < 6 && !(await choose.evaluate((el) => el === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab');
    await expect(choose).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /Boutique choisie/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const events = await page.evaluate(() => window.dataLayer);
    expect(events).toEqual([
      expect.objectContaining({
        event: 'store_locator_select',
        store: expect.objectContaining({
          city: 'Genève',
          country: 'CH',
          name: expect.any(String),
          zip: expect.any(String),
          id: expect.any(String),
        }),
      }),
    ]);
    await search.fill('atlantide');
    await expect(page.getByTestId('store-count')).toHaveText(
      'Aucune boutique ne correspond à votre recherche.',
    );
    await expectAccessible(page);
  });

  test('"near me" sorts the stores by distance from the visitor', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 45.764, longitude: 4.8357 }); // Lyon
    await page.goto('/store-locator', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Stores near me' }).click();
    const cities = page.locator('[data-store-id] h2');
    await expect(page.locator('[data-store-id]').first()).toContainText('Lyon');
    await expect(page.locator('[data-store-id]').nth(1)).toContainText('Genève');
    await expect(page.locator('[data-store-id]').last()).toContainText('Tokyo');
    expect(await cities.count()).toBe(13);
  });
});

test.describe('redirects', () => {
  test('a redirect document answers 307 to its destination without setting a cookie', async ({ request }) => {
    const internal = await request.get('/fr-fr/redirects/summer-sale?next=//evil.example', {
      maxRedirects: 0,
    });
    expect(internal.status()).toBe(307);
    expect(internal.headers().location).toBe('/fr-fr/fashion');
    expect(internal.headers()['set-cookie']).toBeUndefined();
    const external = await request.get('/redirects/instagram', { maxRedirects: 0 });
    expect(external.status()).toBe(307);
    expect(external.headers().location).toBe('https://www.instagram.com/maisonaurele/');
    const unknown = await request.get('/fr-fr/redirects/no-such-redirect', { maxRedirects: 0 });
    expect(unknown.status()).toBe(404);
  });

  test('the Italian recycling page sends visitors from another known country home', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-visitor-country': 'FR' });
    await page.goto('/fr-fr/how-to-recycle-in-italia', { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/fr-fr$/);
    await page.setExtraHTTPHeaders({ 'x-visitor-country': 'IT' });
    await page.goto('/fr-fr/how-to-recycle-in-italia', { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/how-to-recycle-in-italia$/);
  });

  test('the recycling redirect is an HTTP 307 before any page renders, and an unknown country stays', async ({
    request,
  }) => {
    const away = await request.get('/how-to-recycle-in-italia', {
      headers: { 'x-visitor-country': 'DE' },
      maxRedirects: 0,
    });
    expect(away.status()).toBe(307);
    expect(new URL(away.headers().location!, 'http://shop.invalid').pathname).toBe('/');
    const unknown = await request.get('/how-to-recycle-in-italia', { maxRedirects: 0 });
    expect(unknown.status()).toBe(200);
  });
});

test.describe('API', () => {
  test('the article list pages through the articles and names a bad field', async ({ request }) => {
    const first = await request.post('/api/blog/get-blog-articles-list/', {
      data: { locale: 'fr-fr', page: 1, pageSize: 4 },
    });
    expect(first.status()).toBe(200);
    const body = await first.json();
    expect(body).toMatchObject({ page: 1, totalPages: 2 });
    expect(body.articles).toHaveLength(4);
    expect(body.articles[0]).toEqual(
      expect.objectContaining({
        uid: expect.any(String),
        title: expect.any(String),
        url: expect.stringMatching(/^\/fr-fr\/articles\//),
      }),
    );
    const tooBig = await request.post('/api/blog/get-blog-articles-list/', {
      data: { locale: 'fr-fr', page: 1, pageSize: 100 },
    });
    expect(tooBig.status()).toBe(400);
    expect((await tooBig.json()).field).toBe('pageSize');
    const notJson = await request.post('/api/blog/get-blog-articles-list/', {
      headers: { 'content-type': 'application/json' },
      data: '{oops',
    });
    expect(notJson.status()).toBe(400);
  });

  test('the private check answers null to an anonymous visitor', async ({ request }) => {
    const check = await request.get('/api/private-check?redirectUrl=/fr-fr/private');
    expect(check.status()).toBe(200);
    expect(await check.json()).toBeNull();
    const offSite = await request.get('/api/private-check?redirectUrl=https://evil.example');
    expect(offSite.status()).toBe(400);
  });

  test('the private page shows a sign-in prompt instead of its content', async ({ page }) => {
    await page.goto('/fr-fr/private', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { name: 'Cette page est privée' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/fr-fr/login?redirectUrl=%2Ffr-fr%2Fprivate',
    );
  });

  test('the webhook refuses a wrong secret or a malformed body and invalidates nothing', async ({
    request,
  }) => {
    expect((await request.post('/api/revalidate', { data: { secret: 'wrong' } })).status()).toBe(401);
    expect((await request.post('/api/revalidate', { data: { nope: true } })).status()).toBe(400);
    const malformed = await request.post('/api/revalidate', {
      headers: { 'content-type': 'application/json' },
      data: 'not json',
    });
    expect(malformed.status()).toBe(400);
  });

  test('a publish is live after the Prismic webhook', async ({ page, request }) => {
    const file = 'backends/content/faq_page_item/delivery-times/en-us.json';
    const original = readFileSync(file, 'utf8');
    const edited = original.replace('How long does delivery take?', 'How long does delivery take today?');
    expect(edited).not.toBe(original);
    await page.goto('/faq/delivery-times', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('How long does delivery take?');
    try {
      const before = await prismicMasterRef();
      writeFileSync(file, edited);
      // The backend has taken the edit (a new master ref) and sent the webhook itself (docs/adr/0025;
      // tests/e2e/publish.spec.ts times it); a webhook posted by hand is taken too.
      await expect.poll(prismicMasterRef).not.toBe(before);
      const webhook = await request.post('/api/revalidate', {
        data: { secret: 'local-prismic-secret', type: 'api-update' },
      });
      expect(webhook.status()).toBe(200);
      await expect
        .poll(async () => {
          await page.reload();
          return page.getByRole('heading', { level: 1 }).textContent();
        })
        .toBe('How long does delivery take today?');
    } finally {
      writeFileSync(file, original);
      await request.post('/api/revalidate', { data: { secret: 'local-prismic-secret' } });
    }
  });
});
