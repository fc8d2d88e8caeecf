import { expect, expectAccessible, test } from './support';

/**
 * spec §2.3 and §6: "The store-locator link appears only when selling is disabled". Where
 * selling is on, the header has none, the editor's "Boutiques" item included, in the bar and in the
 * phone menu; the footer still leads to the stores.
 */
test('where selling is on, the header has no store-locator link, at any width', async ({ page }) => {
  for (const [locale, width] of [
    ['fr-fr', 1440],
    ['es-eu', 1024],
    ['en-uk', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/${locale}/faq`, { waitUntil: 'networkidle' });
    await expect(page.locator(`header a[href="/${locale}/store-locator"]`), locale).toHaveCount(0);
    await expect(page.locator(`footer a[href="/${locale}/store-locator"]`).first(), locale).toBeAttached();
  }
  await expectAccessible(page);
});
