import type { APIResponse, Page } from '@playwright/test';
import { expect, expectHydrated, test } from './support';

/**
 * The security headers of docs/adr/0002-security-headers.md, on every kind of response, and a policy
 * the shop's own pages keep: no Content-Security-Policy violation while a visitor shops.
 */

const dressPage = '/fr-fr/fashion/product/silk-wrap-dress';

function expectSecurityHeaders(response: APIResponse, what: string, baseURL: string | undefined) {
  const headers = response.headers();
  expect(response.status(), what).toBeLessThan(400);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['permissions-policy'], what).toContain('geolocation=(self)');
  // HSTS only where the shop is served over https (NEXT_PUBLIC_SITE_URL, as the test server sets it).
  const siteUrl = process.env.NEXT_PUBLIC_SITE_URL ?? baseURL ?? '';
  if (siteUrl.startsWith('https:'))
    expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d{8,}/);
  else expect(headers['strict-transport-security'], what).toBeUndefined();

  const csp = headers['content-security-policy'] ?? '';
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    expect(csp, what).toContain(directive);
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toMatch(/(^|; )connect-src 'self'(;|$| )/);
  expect(csp, what).toMatch(/(^|; )form-action 'self'(;|$)/);
  // A production build never allows eval.
  expect(csp, what).not.toContain("'unsafe-eval'");
}

test.describe('security headers', () => {
  test('a page, an API route and a static file all carry them', async ({ request, baseURL }) => {
    const page = await request.get('/fr-fr');
    expectSecurityHeaders(page, 'page /fr-fr', baseURL);

    const api = await request.get('/api/geolocation');
    expectSecurityHeaders(api, 'GET /api/geolocation', baseURL);

    const asset = /\/_next\/static\/[^"'\s]+\.(?:js|css)/.exec(await page.text())?.[0];
    expect(asset, 'a /_next/static file in the page').toBeTruthy();
    const file = await request.get(asset!);
    expectSecurityHeaders(file, `static ${asset}`, baseURL);
  });

  test('the slice simulator alone may be framed, by Slice Machine', async ({ request }) => {
    const response = await request.get('/slice-simulator');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'self' http://localhost:9999");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers()['x-frame-options']).toBeUndefined();
  });
});

/** Collects the page's Content-Security-Policy violations: the DOM events and the console's reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile})`),
    );
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

test.describe('the policy keeps the shop working', () => {
  test('the home page loads with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/fr-fr', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('product-slider').first().getByRole('img').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('a product page adds to the cart and opens the cart panel with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(dressPage, { waitUntil: 'networkidle' });
    // The product's picture comes from the image CDN img-src allows.
    const picture = page.locator('main img').first();
    await expect
      .poll(() => picture.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.getByTestId('cart-button').click();
    const panel = page.getByRole('dialog', { name: /^Panier/ });
    await expect(panel).toBeVisible();
    await expect(panel.getByTestId('cart-line')).toHaveCount(1);
    expect(await violations()).toEqual([]);
  });

  // zod checks a form in the browser before it is sent; unless it is told to run jitless (lib/zod.ts),
  // its first parse tries `new Function`, which the policy refuses.
  test('a form refuses a bad e-mail in the browser with no violation', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/fr-fr/login', { waitUntil: 'networkidle' });
    const form = page.getByTestId('login-form');
    await expectHydrated(form);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await form.locator('[name="email"]').fill('marie@');
    await form.locator('[name="password"]').fill('correct horse battery');
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(form.locator('[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    expect(posts, 'refused before anything is sent').toEqual([]);
    expect(await violations()).toEqual([]);
  });
});
