import type { Page } from '@playwright/test';
import { backendsOrigin, expect, expectAccessible, logInWithToken, storefrontCall, test } from './support';

/**
 * spec §7.2 `multipass`: the test shop runs without MULTIPASS_SECRET (the hand-over as before), the
 * standalone copy of the same build with the local store's secret (scripts/test-server.ts). The
 * standalone's site URL is the test shop's, so it refuses server actions from its own origin: there the
 * customer's cart is made through the Storefront API and handed over in the shop's cart cookie.
 */
const standaloneURL = `http://127.0.0.1:${Number(process.env.TEST_SHOP_PORT ?? 3100) + 20}`;
const demo = { email: 'demo@maison.example', password: 'maison-demo-2026' };
const shots = process.env.MULTIPASS_SCREENSHOTS;

/** The customer's cart with a dress, made as the shop makes it, with the customer as its buyer. */
async function customersCart(accessToken: string): Promise<string> {
  const product = await storefrontCall(
    `query { product(handle: "silk-wrap-dress") { variants(first: 20) { nodes { id availableForSale } } } }`,
    {},
  );
  const { data } = (await product.json()) as {
    data: { product: { variants: { nodes: { id: string; availableForSale: boolean }[] } } };
  };
  const variant = data.product.variants.nodes.find((node) => node.availableForSale)!;
  const created = await storefrontCall(
    `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { id } } }`,
    {
      input: {
        buyerIdentity: { countryCode: 'FR', customerAccessToken: accessToken },
        lines: [{ merchandiseId: variant.id, quantity: 1 }],
      },
    },
  );
  return ((await created.json()) as { data: { cartCreate: { cart: { id: string } } } }).data.cartCreate.cart
    .id;
}

/** The same visitor on the standalone host: logged in as the demo customer, with a cart of theirs. */
async function logInOnStandaloneWithCart(page: Page) {
  await logInWithToken(page, demo.email, demo.password);
  const storeKey = new URL(backendsOrigin).host.replace(/[^a-z0-9]+/gi, '_');
  const cookies = await page.context().cookies();
  // The session cookie is `{expiry}.{token}` (server/customer/session.ts).
  const accessToken = cookies.find((cookie) => cookie.name === `customer_${storeKey}`)!.value.split('.')[1]!;
  await page.context().addCookies([
    ...cookies.map(({ name, value, httpOnly, sameSite }) => ({
      name,
      value,
      httpOnly,
      sameSite,
      url: standaloneURL,
    })),
    {
      name: `cart_${storeKey}_fr-fr`,
      value: await customersCart(accessToken),
      url: standaloneURL,
      httpOnly: true,
      sameSite: 'Lax' as const,
    },
  ]);
}

async function openCartPanel(page: Page) {
  await page.getByTestId('cart-button').click();
  const cart = page.getByRole('dialog', { name: 'Panier' });
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('cart-lines')).toContainText('Robe portefeuille en soie');
  return cart.getByTestId('checkout');
}

test('with MULTIPASS_SECRET a logged-in customer reaches the checkout signed in, with their e-mail and addresses', async ({
  page,
}) => {
  await logInOnStandaloneWithCart(page);
  await page.goto(`${standaloneURL}/fr-fr/fashion/product/silk-wrap-dress`, { waitUntil: 'networkidle' });
  const checkout = await openCartPanel(page);
  await expect(checkout).toHaveAttribute('href', '/api/multipass?locale=fr-fr');
  await checkout.click();

  await expect(page).toHaveURL(/\/checkout\/[^?]+\?locale=fr$/);
  await expect(page.getByTestId('checkout-signed-in')).toHaveText(`Connecté(e) en tant que ${demo.email}`);
  await expect(page.getByLabel('E-mail')).toHaveValue(demo.email);
  await expect(page.getByLabel('Adresse', { exact: true })).not.toHaveValue('');
  // Each saved address is a link that fills the form with it, reachable from the keyboard.
  const addresses = page.getByRole('navigation', { name: 'Vos adresses enregistrées' }).getByRole('link');
  await expect(addresses.first()).toHaveAttribute('aria-current', 'true');
  if (shots) await page.screenshot({ path: `${shots}/multipass-checkout.png`, fullPage: true });
  await expectAccessible(page);
});

test('without MULTIPASS_SECRET the checkout link is the cart’s own, and the checkout is not signed in', async ({
  page,
}) => {
  await logInWithToken(page, demo.email, demo.password);
  await page.goto('/fr-fr/fashion/product/silk-wrap-dress', { waitUntil: 'networkidle' });
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-status')).toHaveText('Ajouté à votre panier.');
  const checkout = await openCartPanel(page);
  await expect(checkout).toHaveAttribute('href', /\/checkout\/[^?]+\?locale=fr$/);
  await checkout.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement' })).toBeVisible();
  await expect(page.getByTestId('checkout-signed-in')).toHaveCount(0);
  // The cart's buyer identity still names the customer, as before multipass.
  await expect(page.getByLabel('E-mail')).toHaveValue(demo.email);
});
