import { test } from '@playwright/test';

test('shots', async ({ page }) => {
  for (const [name, path] of [
    ['fashion', '/fr-fr/fashion/product/silk-wrap-dress'],
    ['fragrance', '/en-eu/fragrance/product/rose-absolue-eau-de-parfum'],
    ['set', '/en-uk/sets/discovery-set'],
    ['gift', '/en-eu/sets/gift-card'],
  ]) {
    await page.goto(path!);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/pp/${name}.png`, fullPage: false });
  }
  await page.goto('/en-eu/fashion/product/silk-wrap-dress');
  await page.getByTestId('stock-alert-toggle').click();
  await page.screenshot({ path: '/tmp/pp/stock.png', fullPage: true });
  await page.getByRole('button', { name: 'Size guide' }).click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: '/tmp/pp/guide.png' });
});
