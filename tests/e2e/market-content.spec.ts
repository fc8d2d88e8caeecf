import type { Page } from '@playwright/test';
import { isFragranceArtwork } from '@/backends/cdn/artwork';
import { discountPercent } from '@/lib/money';
import { chooseConsent, expect, expectAccessible, logInWithToken, test } from './support';

/**
 * As a shopper sees them: money in copy follows the market, the
 * private sale's prices keep its promise, fragrance pages show fragrance and an ended contest hides.
 */

const banner = (page: Page) => page.getByTestId('announcement-banner');
const strip = (page: Page) => page.getByTestId('footer-strip');

test.describe('the free-delivery amount in copy follows the market', () => {
  test('en-uk reads pounds in the marquee and the footer strip, never euros', async ({ page }) => {
    await page.goto('/en-uk');
    await expect(banner(page)).toContainText('Complimentary delivery from £175');
    await expect(banner(page)).not.toContainText('€');
    await expect(strip(page)).toContainText('On every order from £175');
    await expect(strip(page)).not.toContainText('€');
  });

  test('fr-fr keeps euros; en-us reads dollars and en-ch francs', async ({ page }) => {
    await page.goto('/fr-fr');
    await expect(banner(page)).toContainText('Livraison offerte dès 200€');
    await expect(strip(page)).toContainText("Dès 200€ d'achat");
    await page.goto('/en-us');
    await expect(banner(page)).toContainText('from $230');
    await expect(banner(page)).not.toContainText('€');
    await page.goto('/en-ch');
    await expect(banner(page)).toContainText('from CHF210');
    await expect(banner(page)).not.toContainText('€');
  });

  test('ja-jp, en-ww and es-ww sell nothing online: no delivery promise, no amount, no braces', async ({
    page,
  }) => {
    for (const [path, delivery] of [
      ['/ja-jp', '送料無料'],
      ['/en-ww', 'Complimentary delivery'],
      ['/es-ww', 'Envío gratuito'],
    ] as const) {
      await page.goto(path);
      // The marquee keeps its other texts.
      await expect(banner(page)).toBeVisible();
      for (const text of [delivery, '€', '{{']) {
        await expect(banner(page), `${path} ${text}`).not.toContainText(text);
        await expect(page.getByTestId('footer'), `${path} ${text}`).not.toContainText(text);
      }
    }
  });
});

test('the private sale shows its pieces at −30 %: the full price struck through beside the sale price', async ({
  page,
}) => {
  await logInWithToken(page, 'demo@maison.example', 'maison-demo-2026');
  await page.goto('/fr-fr/private');
  await expect(page.getByRole('heading', { name: 'Réservée à nos clients' })).toBeVisible();
  await expect(page.locator('#main')).toContainText('−30 %');
  const cards = page.locator('#main a[href*="/fashion/product/"]');
  await expect(cards).toHaveCount(6);
  const prices = await cards.evaluateAll((links) =>
    links.map((link) => {
      const compareAt = link.querySelector('s');
      return {
        product: link.getAttribute('href'),
        price: compareAt?.parentElement?.firstChild?.textContent ?? '',
        compareAt: compareAt?.textContent ?? '',
      };
    }),
  );
  // fr-FR prints '1 015€' or '556,50€' with its spaces removed (spec §9).
  const amount = (text: string) => text.replace(/[^\d,]/g, '').replace(',', '.');
  for (const { product, price, compareAt } of prices) {
    expect(compareAt, `${product} shows its full price`).not.toBe('');
    expect(discountPercent(amount(price), amount(compareAt)), `${product}: ${price} for ${compareAt}`).toBe(
      30,
    );
  }
  await expectAccessible(page);
});

test.describe('fragrance pages show fragrance', () => {
  /** The CDN names of the pictures in the page's main content. */
  async function pictureNames(page: Page): Promise<string[]> {
    const sources = await page
      .locator('#main img')
      .evaluateAll((images) =>
        images.map((image) => (image as HTMLImageElement).currentSrc || image.getAttribute('src') || ''),
      );
    return sources.flatMap((source) => {
      const name = /\/cdn\/[a-z]+\/([a-z0-9_-]+)\.(?:jpg|png|webp)/.exec(decodeURIComponent(source))?.[1];
      return name ? [name] : [];
    });
  }

  test('the "Pour elle / Pour lui / Mixte" tiles and the fragrance root are drawn with bottles', async ({
    page,
  }) => {
    await page.goto('/fr-fr/fragrance');
    for (const tile of ['Pour elle', 'Pour lui', 'Mixte'])
      await expect(
        page.locator('#main').getByRole('heading', { name: tile, exact: true }).first(),
      ).toBeVisible();
    const names = await pictureNames(page);
    expect(names.length).toBeGreaterThan(3);
    expect(names.filter((name) => !isFragranceArtwork(name))).toEqual([]);
  });

  test('the Rose Absolue campaign is drawn with bottles, from its hero on', async ({ page }) => {
    await page.goto('/fr-fr/campaign/fragrance/rose-absolue');
    const names = await pictureNames(page);
    expect(names.some((name) => name.startsWith('campaign-rose-absolue-hero'))).toBe(true);
    expect(names.filter((name) => !isFragranceArtwork(name))).toEqual([]);
  });
});

test.describe('a contest hides itself once it has ended', () => {
  test.beforeEach(async ({ context }) => {
    // A visitor who has answered the consent banner and not closed the contests pop-in yet.
    await context.clearCookies({ name: 'POPIN_CONTESTS_IS_SHOWN' });
    await chooseConsent(context, { analytics: false });
  });

  test('the day after its last day (30 April), the contests pop-in no longer opens', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-05-01T08:00:00+02:00'));
    await page.goto('/fr-fr');
    await page.waitForTimeout(7000);
    await expect(page.getByTestId('contests-popin')).toHaveCount(0);
  });

  test('on its last day it still opens, with a picture of fragrance', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-04-30T20:00:00+02:00'));
    await page.goto('/fr-fr');
    const popin = page.getByTestId('contests-popin');
    await expect(popin).toBeVisible({ timeout: 20_000 });
    const source = await popin.locator('img').first().getAttribute('src');
    const name = /\/cdn\/[a-z]+\/([a-z0-9_-]+)\.jpg/.exec(decodeURIComponent(source ?? ''))?.[1] ?? '';
    expect(isFragranceArtwork(name), name).toBe(true);
  });
});

test.describe('a campaign pushes only what the market sells', () => {
  const chapters = (page: Page) => page.locator('[data-slice-type="fragrance_campaign_story"]');

  test('en-us sells fashion only: the Rose Absolue chapters push no fragrance; en-eu’s do', async ({
    page,
  }) => {
    await page.goto('/en-us/campaign/fragrance/rose-absolue');
    await expect(chapters(page)).toHaveCount(3);
    await expect(chapters(page).getByRole('link', { name: /^Discover / })).toHaveCount(0);

    await page.goto('/en-eu/campaign/fragrance/rose-absolue');
    await expect(chapters(page).getByRole('link', { name: /^Discover Rose Absolue/ })).toHaveCount(3);
  });
});
