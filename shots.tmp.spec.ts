import { test } from '@playwright/test';
const origin = 'http://localhost:3200';
for (const [locale, product] of [['fr-fr', '/fr-fr/fashion/product/silk-wrap-dress'], ['en-eu', '/en-eu/fashion/product/silk-wrap-dress'], ['es-es', '/es-es/fashion/product/silk-wrap-dress']] as const) {
  for (const [name, width, height] of [['desktop', 1440, 900], ['phone', 390, 844]] as const) {
    test(`${locale} ${name}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height }, javaScriptEnabled: false });
      await context.addCookies([{ name: 'NEWSLETTER_POPIN_ATTEMPTS', value: '5', url: origin }, { name: 'POPIN_CONTESTS_IS_SHOWN', value: '1', url: origin }]);
      const page = await context.newPage();
      await page.goto(origin + `/${locale}/cart`);
      await page.screenshot({ path: `/tmp/shots/cart-empty-${locale}-${name}.png`, fullPage: false });
      await page.goto(origin + product);
      await page.getByTestId('add-to-cart').click();
      await page.waitForURL(/cart/);
      await page.screenshot({ path: `/tmp/shots/cart-${locale}-${name}.png`, fullPage: true });
      await context.close();
    });
  }
}
