import { expect, test } from '@playwright/test';
import { peerPorts } from '../../scripts/peers/ports';
import { expectOperationsAnswered } from './operations';

/**
 * Vercel's Next.js Commerce (../shared/peers/nextjs-commerce), unmodified, against the local Storefront:
 * configured by its own settings only (scripts/peers-server.ts), walked as a shopper walks it.
 */
const commerce = `http://localhost:${peerPorts.commerce}`;
const front = `https://localhost:${peerPorts.commerceFront}`;

test('a shopper goes from the home page through a collection and a product to the checkout', async ({
  page,
}) => {
  await test.step('home: the header and footer menus come from the Storefront', async () => {
    await page.goto(commerce);
    // The two menus the emulator seeds for Commerce (next-js-frontend-header-menu and -footer-menu).
    await expect(page.getByRole('link', { name: 'Fashion' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terms of service' })).toBeVisible();
    // A first visit creates the shopper's cart and keeps its id in a cookie.
    await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).toContain('cartId');
  });

  await test.step('a collection lists its products', async () => {
    await page.goto(`${commerce}/search/fashion`);
    await expect(page.locator('a[href^="/product/"]').first()).toBeVisible();
  });

  const title = await test.step('a product page, its variant picker', async () => {
    await page.locator('a[href^="/product/"]').first().click();
    await expect(page).toHaveURL(/\/product\//);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // The first value of each option but the last, then the last option's values until one is in stock.
    const options = await page.locator('form dl').all();
    for (const option of options.slice(0, -1)) await option.locator('button:enabled').first().click();
    const addToCart = page.getByRole('button', { name: 'Add to cart' });
    for (const value of await options.at(-1)!.locator('button:enabled').all()) {
      await value.click();
      if ((await addToCart.count()) > 0 && (await addToCart.isEnabled())) break;
    }
    await expect(page).toHaveURL(/\?.+=/);
    await expect(addToCart).toBeEnabled();
    return (await heading.textContent())!.trim();
  });

  await test.step('add to cart, then the cart read back after a reload', async () => {
    const added = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/product/'),
    );
    await page.getByRole('button', { name: 'Add to cart' }).click();
    expect((await added).ok()).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Open cart' }).click();
    await expect(page.getByRole('dialog').getByText(title).first()).toBeVisible();
  });

  await test.step('checkout: handed over to the hosted checkout with the line', async () => {
    // Commerce's welcome toast lies over the cart panel's foot until closed.
    await page.getByRole('button', { name: 'Close toast' }).click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${peerPorts.backends}/checkout/`));
    await expect(page.getByText(title).first()).toBeVisible();
  });
});

test('search finds products by a word', async ({ page }) => {
  await page.goto(`${commerce}/search?q=dress`);
  await expect(page.getByText(/Showing \d+ results? for/)).toBeVisible();
  await expect(page.locator('a[href^="/product/"]').first()).toBeVisible();
});

test('the sitemap lists the Storefront’s collections and products', async ({ request }) => {
  const sitemap = await (await request.get(`${commerce}/sitemap.xml`)).text();
  expect(sitemap).toContain('/search/fashion</loc>');
  expect(sitemap).toMatch(/\/product\/[\w-]+<\/loc>/);
});

test('every Storefront operation Next.js Commerce sent was answered without an error', async ({}, testInfo) => {
  const names = await expectOperationsAnswered(front, testInfo);
  expect(names).toEqual(
    expect.arrayContaining(['getProduct (2023-01)', 'createCart (2023-01)', 'getCart (2023-01)']),
  );
});
