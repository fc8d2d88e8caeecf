import type { Page } from '@playwright/test';
import { chooseConsent, expect, expectHydrated, test } from './support';
import { boxOf } from './measure';

/**
 * Issue 31, "The finish": whole journeys as shoppers walk them, at every width, signed in and out,
 * in four languages. Each block is a defect a shopper met, checked where it showed.
 */

const widths = { phone: 390, tablet: 1024, desktop: 1440 } as const;

test.beforeEach(async ({ context }) => {
  await chooseConsent(context, { analytics: false });
});

async function atWidth(page: Page, width: number, height = 900) {
  await page.setViewportSize({ width, height });
}

test.describe('campaign landings keep their anchor bar on screen (spec §2.3)', () => {
  for (const path of [
    '/fr-fr/campaign/fashion/spring-summer-2026',
    '/fr-fr/campaign/fragrance/rose-absolue',
  ]) {
    for (const width of Object.values(widths)) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await atWidth(page, width, 800);
        await page.goto(path, { waitUntil: 'networkidle' });
        const bar = page.getByTestId('landing-navigation');
        await expectHydrated(bar);
        await page.mouse.wheel(0, 1500);
        await expect(page.locator('html')).toHaveAttribute('data-header-hidden', 'true');
        // The header slides away (0.5 s); the bar takes its place at the top and stays there.
        await expect.poll(async () => (await boxOf(bar)).y, { timeout: 5000 }).toBeCloseTo(0, 0);
        await page.mouse.wheel(0, 1500);
        await expect.poll(async () => (await boxOf(bar)).y).toBeCloseTo(0, 0);
        await page.mouse.wheel(0, -300);
        await expect(page.locator('html')).toHaveAttribute('data-header-hidden', 'false');
        // Back under the header once it has slid in, still on screen.
        const header = page.locator('header').first();
        await expect.poll(async () => (await boxOf(header)).y).toBe(0);
        const { height } = await boxOf(header);
        await expect.poll(async () => Math.abs((await boxOf(bar)).y - height)).toBeLessThanOrEqual(1);
      });
    }
  }
});
