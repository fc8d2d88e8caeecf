import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { compileHint } from '@/scripts/compile-hints';
import { firstLoadScripts } from '@/server/next-internals/build-manifests';
import {
  backendsOrigin,
  chooseConsent,
  expect,
  expectAccessible,
  markEngagementPopinsSeen,
  test,
} from './support';

const desktop = { width: 1280, height: 900 };
const mobile = { width: 390, height: 844 };

async function jsonLd(page: Page): Promise<{ '@type': string; [key: string]: unknown }[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text));
}

test.describe('page shell on desktop', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize(desktop));

  test('header, banner, footer and structured data of a non-selling locale (spec §2.3)', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Maison Aurèle, home' })).toHaveAttribute('href', '/');
    await expect(header.getByRole('button', { name: 'Fashion' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Find a store' })).toBeVisible();
    await expect(page.getByTestId('cart-button')).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Account' })).toHaveCount(0);

    // Announcement marquee: its texts six times; paused on hover. en-ww sells nothing online, so the
    // free-delivery text (its amount is a {{free_shipping_threshold}} placeholder) is left out: two texts.
    const banner = page.getByTestId('announcement-banner');
    await expect(banner.locator('li')).toHaveCount(12);
    await expect(banner.locator('li:not([aria-hidden])')).toHaveCount(2);
    await expect(banner).not.toContainText('Complimentary delivery');
    const track = banner.locator('ul');
    // The pointer starts at the page's top-left corner, over the banner, and the headless shell applies
    // :hover there before any move (tests/support/browser-path.ts): a shopper's pointer rests elsewhere.
    await page.mouse.move(400, 600);
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await banner.hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');

    const footer = page.getByTestId('footer');
    await expect(footer.getByTestId('footer-newsletter')).toContainText('Letters from the atelier');
    await expect(footer.getByTestId('support-strip')).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Client services' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Help and FAQ' }).first()).toBeVisible();
    await expect(footer.getByTestId('footer-strip').getByText('Secure payment')).toBeVisible();
    await expect(footer.getByTestId('footer-strip')).not.toContainText('Complimentary delivery');
    const switcher = footer.getByTestId('language-switcher');
    await expect(switcher.getByRole('link')).toHaveCount(9);
    await expect(switcher.getByRole('link', { name: 'France (Français)' })).toHaveAttribute('href', '/fr-fr');
    await expect(switcher.getByRole('link', { name: 'International (English)' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    const data = await jsonLd(page);
    const website = data.find((item) => item['@type'] === 'WebSite');
    expect(JSON.stringify(website)).toContain('/search?q={q}');
    const navigation = data.find((item) => item['@type'] === 'ItemList');
    expect(JSON.stringify(navigation)).toContain('SiteNavigationElement');
    await expectAccessible(page);
  });

  test('mega panel opens on hover, closes on mouse leave and on route change', async ({ page }) => {
    await page.goto('/');
    const button = page.locator('header').getByRole('button', { name: 'Fashion' });
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await button.hover();
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('heading', { name: 'Ready-to-wear' })).toBeVisible();
    const tile = panel.locator('img').first();
    await expect(tile).toBeVisible();
    // A tile is always 240 px wide: two files offered (1x, 2x), not every width of the image sizes.
    expect((await tile.getAttribute('srcset'))?.split(', ').map((entry) => entry.split(' ')[1])).toEqual([
      '1x',
      '2x',
    ]);
    await expect
      .poll(() => tile.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThanOrEqual(240);
    await expectAccessible(page);
    // A click on the button the mouse just opened keeps the panel open; the next click closes it.
    await button.click();
    await expect(panel).toBeVisible();
    await button.click();
    await expect(panel).toBeHidden();
    await page.mouse.move(640, 800);
    await button.hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(640, 800);
    await expect(panel).toBeHidden();

    await button.click();
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Dresses' }).click();
    await expect(page).toHaveURL(/\/fashion\/dresses$/);
    await expect(panel).toBeHidden();
  });

  test('mega panel by keyboard: Enter opens and moves focus in, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const button = page.locator('header').getByRole('button', { name: 'Fashion' });
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await expect(panel.locator('a').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a selling locale shows account and cart instead of the store locator', async ({ page }) => {
    await page.goto('/fr-fr/faq', { waitUntil: 'networkidle' });
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: 'Compte' })).toBeVisible();
    await expect(page.getByTestId('cart-button')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Trouver une boutique' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the loading bar runs during a navigation, and the body is loading meanwhile', async ({ page }) => {
    // Hold the next page's data (and its prefetch) so the in-between state can be seen.
    await page.route(
      (url) => url.pathname === '/faq',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
    // No wait for the network here: it would let the link's prefetch finish and skip the loading state.
    await page.goto('/');
    await expect(page.locator('body')).not.toHaveClass(/preload/);
    await page.getByTestId('support-strip').getByRole('link', { name: 'Help and FAQ' }).click();
    await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-phase', 'loading');
    await expect(page.locator('body')).toHaveClass(/loading/);
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator('body')).not.toHaveClass(/loading/);
    await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-phase', /done|idle/);
  });

  test('a shopper’s page loads none of the Prismic toolbar’s bridge (client/preview/lazy.tsx)', async ({
    request,
  }) => {
    const html = await (await request.get('/fr-fr/fragrance/product/rose-absolue-eau-de-parfum')).text();
    const sources = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of new Set(sources))
      expect(await (await request.get(source)).text(), source).not.toContain('prismicPreviewUpdate');
  });

  test('the banner marquee is static with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('announcement-banner').locator('ul')).toHaveCSS('animation-name', 'none');
  });
});

test.describe('page shell without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the announcement strip stops on its pause switch and stays stopped (WCAG 2.2.2)', async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    await page.goto('/fr-fr');
    const banner = page.getByTestId('announcement-banner');
    const track = banner.locator('ul');
    await page.mouse.move(200, 600);
    await expect(track).toHaveCSS('animation-play-state', 'running');
    const pause = banner.getByRole('checkbox', { name: 'Mettre les annonces en pause' });
    await pause.focus();
    await page.keyboard.press('Space');
    await expect(pause).toBeChecked();
    // Focus and pointer elsewhere: the strip stays stopped because it was asked to, not by its focus.
    await page
      .locator('main')
      .first()
      .click({ position: { x: 5, y: 5 } });
    await expect(pause).not.toBeFocused();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  });

  test('on a phone the menu opens without a script and leads to a category', async ({ page }) => {
    await page.setViewportSize(mobile);
    await page.goto('/fr-fr');
    const menu = page.getByTestId('mobile-menu-fallback');
    await menu.locator('summary').first().click();
    await menu.getByText('Mode', { exact: true }).click();
    await menu.getByRole('link', { name: 'Robes' }).click();
    await expect(page).toHaveURL(/\/fr-fr\/fashion\/dresses$/);
  });

  test("on a desktop the main links with columns lead to their category's page", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/fr-fr');
    const mode = page.getByRole('navigation', { name: 'Principale' }).getByRole('link', {
      name: 'Mode',
      exact: true,
    });
    await expect(mode).toHaveAttribute('href', /^\/fr-fr\/fashion/);
    await mode.click();
    await expect(page).toHaveURL(/\/fr-fr\/fashion/);
  });
});

test.describe('page shell on mobile', () => {
  test.beforeEach(async ({ page }) => page.setViewportSize(mobile));

  test('menu panel, sub-panel with back button, focus trap and restore (spec §2.3)', async ({ page }) => {
    await page.goto('/fr-fr', { waitUntil: 'networkidle' });
    await expect(page.locator('header').getByRole('button', { name: 'Mode' })).toBeHidden();
    await expect(page.getByTestId('cart-button')).toBeVisible();
    const toggle = page.getByTestId('mobile-menu-button');
    await toggle.click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Rechercher' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Compte' })).toBeVisible();
    await expectAccessible(page);

    await menu.getByRole('button', { name: 'Mode' }).click();
    const sub = page.getByTestId('mobile-submenu');
    await expect(sub.getByRole('link', { name: 'Robes' })).toBeVisible();
    await expect(sub.getByRole('button', { name: /Retour/ })).toBeFocused();
    await expectAccessible(page);
    await sub.getByRole('button', { name: /Retour/ }).click();
    await expect(menu.getByRole('button', { name: 'Mode' })).toBeFocused();

    // Focus stays in the open panel.
    for (let step = 0; step < 12; step += 1) await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole('button', { name: 'Mode' }).click();
    await page.getByTestId('mobile-submenu').getByRole('link', { name: 'Robes' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/fr-fr\/fashion\/dresses$/);
  });

  test('focus moving backwards never hides under the sticky header (WCAG 2.4.11)', async ({ page }) => {
    await chooseConsent(page.context(), { analytics: false });
    await page.goto('/fr-fr/fashion/product/silk-wrap-dress', { waitUntil: 'networkidle' });
    // From the page's end backwards, as a keyboard user going back up to the purchase controls.
    await page.keyboard.press('End');
    await page.getByTestId('footer').getByRole('link').last().focus();
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const hidden: string[] = [];
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Shift+Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body || element.closest('header')) return null;
        const box = element.getBoundingClientRect();
        // A video's focus lands on its own control bar, drawn along its bottom edge: the browser
        // scrolls that bar into view, not the video's top.
        const controlBarHeight = 48;
        const top = element instanceof HTMLMediaElement ? box.bottom - controlBarHeight : box.top;
        return { top, name: `${element.tagName} ${element.textContent?.trim().slice(0, 30) ?? ''}` };
      });
      if (focused && focused.top < headerBottom) hidden.push(`${focused.name} at ${focused.top}`);
    }
    expect(hidden, 'focused controls under the sticky header').toEqual([]);
  });

  test('footer link groups are accordions and the strip has dots', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const footer = page.getByTestId('footer');
    const toggle = footer.getByRole('button', { name: 'Client services' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(footer.getByRole('link', { name: 'Track my order' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(footer.getByRole('link', { name: 'Track my order' })).toBeVisible();
    // Three items in en-ww: the free-delivery one has no amount where nothing is sold online.
    const dots = footer.getByTestId('footer-strip').getByRole('button', { name: /Go to slide/ });
    await expect(dots).toHaveCount(3);
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('link', { name: 'Find a store' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a Japanese page is fully in Japanese and accessible', async ({ page }) => {
    await page.goto('/ja-jp', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu.getByRole('button', { name: 'ファッション' })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('footer').getByText('アトリエからの便り')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('landing navigation', () => {
  test('hides the header on scroll down, restores it on scroll up, light footer for fashion', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto('/campaign/fashion/spring-summer-2026', { waitUntil: 'networkidle' });
    const bar = page.getByTestId('landing-navigation');
    await expect(bar.getByRole('link', { name: 'The looks' })).toHaveAttribute('href', '#looks');
    await expect(page.getByTestId('support-strip')).toBeHidden();
    await expect(page.getByTestId('footer')).toHaveCSS('border-top-style', 'solid');
    await expectAccessible(page);

    await page.mouse.wheel(0, 1200);
    await expect(page.locator('html')).toHaveAttribute('data-header-hidden', 'true');
    await expect(bar.locator('[aria-current="true"]')).toHaveCount(1);
    await page.mouse.wheel(0, -300);
    await expect(page.locator('html')).toHaveAttribute('data-header-hidden', 'false');
  });

  test('the fragrance campaign keeps the dark footer', async ({ page }) => {
    await page.goto('/campaign/fragrance/rose-absolue', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('landing-navigation')).toBeVisible();
    await expect(page.getByTestId('footer')).toHaveCSS('border-top-style', 'none');
    await expectAccessible(page);
  });
});

test.describe('visitor country', () => {
  test('GET /api/geolocation answers the detected country or null', async ({ request }) => {
    const known = await request.get('/api/geolocation', { headers: { 'x-visitor-country': 'jp' } });
    expect(await known.json()).toEqual({ country: 'JP' });
    const unknown = await request.get('/api/geolocation');
    expect(await unknown.json()).toEqual({ country: null });
  });

  test('no newsletter block for a forbidden country (spec §6)', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-visitor-country': 'RU' } });
    await markEngagementPopinsSeen(context);
    const page = await context.newPage();
    await page.goto('/fr-fr', { waitUntil: 'networkidle' });
    await expect(page.getByTestId('footer').getByRole('heading', { name: 'Service client' })).toBeAttached();
    await expect(page.getByTestId('footer-newsletter')).toHaveCount(0);
    await context.close();
  });

  // The market prompts come after the consent banner (ADR 0021): these visitors have answered it.
  test('geolocation pop-in proposes the market, then the market panel greets the visitor', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'x-visitor-country': 'FR' },
      viewport: desktop,
    });
    await markEngagementPopinsSeen(context);
    await chooseConsent(context, { analytics: false });
    const page = await context.newPage();
    await page.goto('/?utm_source=letter', { waitUntil: 'networkidle' });
    const popin = page.getByTestId('geolocation-popin');
    await expect(popin).toBeVisible();
    await expect(popin.getByLabel('Country')).toHaveValue('FR');
    await expect(popin.getByLabel('Language')).toBeDisabled();
    await expect(popin.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await expectAccessible(page);

    await popin.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/fr-fr\?utm_source=letter$/);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'NEXT_LOCALE_V5')?.value).toBe('fr-fr');
    expect(cookies.find((cookie) => cookie.name === 'GEOLOCATION_POPIN_ACCEPTED')?.value).toBe('1');
    const preference = cookies.find((cookie) => cookie.name === 'MARKET_PREFERENCE');
    expect(JSON.parse(decodeURIComponent(preference?.value ?? '{}'))).toMatchObject({ countryCode: 'FR' });

    const panel = page.getByTestId('market-panel');
    await expect(panel).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    expect((await context.cookies()).find((cookie) => cookie.name === 'MARKET_PANEL')).toBeUndefined();
    // France is served by fr-fr: no pop-in there.
    await expect(page.getByTestId('geolocation-popin')).toHaveCount(0);
    await context.close();
  });

  test('the geolocation pop-in offers several languages for the rest of the world', async ({ browser }) => {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'x-visitor-country': 'BR' },
      viewport: mobile,
    });
    await markEngagementPopinsSeen(context);
    await chooseConsent(context, { analytics: false });
    const page = await context.newPage();
    await page.goto('/ja-jp', { waitUntil: 'networkidle' });
    const popin = page.getByTestId('geolocation-popin');
    await expect(popin).toBeVisible();
    await expect(popin.getByLabel('国', { exact: true })).toHaveValue('');
    await expect(popin.getByLabel('言語')).toBeEnabled();
    await popin.getByLabel('言語').selectOption('es-ww');
    await expectAccessible(page);
    await popin.getByRole('button', { name: /のまま続ける/ }).click();
    await expect(popin).toBeHidden();
    await page.reload();
    // The islands have decided (data-market-prompt), and the pop-in is not what they chose.
    await expect(page.locator('html')).toHaveAttribute('data-market-prompt', /^(banner|none)$/);
    await expect(page.getByTestId('geolocation-popin')).toHaveCount(0);
    await context.close();
  });

  test('market banner appears after scrolling and its timer, once, for a visitor from another market who stayed', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'x-visitor-country': 'US' },
      viewport: desktop,
    });
    await markEngagementPopinsSeen(context);
    await chooseConsent(context, { analytics: false });
    // This visitor answered the geolocation pop-in by staying on ja-jp.
    await context.addCookies([
      { name: 'GEOLOCATION_POPIN_ACCEPTED', value: '1', url: test.info().project.use.baseURL! },
    ]);
    const page = await context.newPage();
    await page.goto('/ja-jp', { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 800);
    const banner = page.getByTestId('market-banner');
    await expect(banner).toBeVisible({ timeout: 10_000 });
    await expect(banner.getByLabel('国', { exact: true })).toHaveValue('US');
    await expectAccessible(page);
    await banner.getByRole('button', { name: '閉じる' }).click();
    await expect(banner).toBeHidden();
    expect(
      await page.evaluate(() => document.documentElement.style.getPropertyValue('--market-banner-offset')),
    ).toBe('0px');
    await page.reload();
    await page.mouse.wheel(0, 800);
    // Shown once: after a dismissal the islands decide on no prompt at all.
    await expect(page.locator('html')).toHaveAttribute('data-market-prompt', 'none');
    await expect(page.getByTestId('market-banner')).toHaveCount(0);
    await context.close();
  });
});

test('the scripts a page loads are compiled while they download; a script loaded later is not', async ({
  page,
}) => {
  const laterScripts: string[] = [];
  await page.goto('/fr-fr', { waitUntil: 'networkidle' });
  const firstScripts = await page
    .locator('script[src]:not([nomodule])')
    .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).src));
  expect(firstScripts.length).toBeGreaterThan(5);
  for (const src of firstScripts)
    expect((await (await page.request.get(src)).text()).startsWith(compileHint)).toBe(true);

  // The footer's newsletter form (and its zod) loads as it comes near the view.
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') laterScripts.push(response.url());
  });
  await page.getByTestId('footer-newsletter').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('newsletter-form-footer')).toBeVisible();
  // The router also prefetches the pages the footer links to: their own first scripts, rightly hinted.
  const anyPageFirstScripts = firstLoadScripts(
    join(process.cwd(), process.env.TEST_DIST_DIR ?? '.next-test'),
  );
  const lazy = laterScripts.filter(
    (src) =>
      !firstScripts.includes(src) &&
      !anyPageFirstScripts.has(new URL(src).pathname.replace(/^\/_next\//, '')),
  );
  expect(lazy.length).toBeGreaterThan(0);
  for (const src of lazy)
    expect((await (await page.request.get(src)).text()).startsWith(compileHint)).toBe(false);
});

test('the pictures’ connection opens from the head of the HTML, before any script has run', async ({
  request,
}) => {
  // An article's first pictures are not preloaded: only the preconnect opens the CDN's connection early.
  for (const path of ['/fr-fr/articles/how-to-care-for-silk', '/']) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).toContain(`<link rel="preconnect" href="${backendsOrigin}"/>`);
  }
});
