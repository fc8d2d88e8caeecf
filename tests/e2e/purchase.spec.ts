import type { Page } from '@playwright/test';
import {
  adminQuery,
  backendsOrigin,
  expect,
  expectAccessible,
  expectHydrated,
  test,
  type OutboxMail,
} from './support';

const pdp = '/fr-fr/fashion/product/silk-wrap-dress';

async function addToCart(page: Page) {
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-status')).not.toBeEmpty();
}

async function findOrder(name: string) {
  for (let id = 1; id <= 50; id++) {
    const { order } = await adminQuery<{
      order: {
        name: string;
        displayFinancialStatus: string;
        displayFulfillmentStatus: string;
        currencyCode: string;
      } | null;
    }>(
      `query ($id: ID!) { order(id: $id) { name displayFinancialStatus displayFulfillmentStatus currencyCode } }`,
      { id: `gid://shopify/Order/${id}` },
    );
    if (order?.name === name) return order;
  }
  return null;
}

test('a shopper buys a dress end to end in fr-fr, and the next visit starts with an empty cart', async ({
  page,
  baseURL,
}) => {
  await page.goto(pdp, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Robe portefeuille en soie');
  // spec §3: a variant is selectable only if available for sale (Noir / XS is sold out).
  await expect(page.getByRole('radio', { name: /XS/ })).toBeDisabled();
  // spec §3 discount percent = (1 - 690/860) * 100 to two decimals, in French notation.
  await expect(page.getByTestId('discount-percent')).toHaveText('-19,77 %');
  await expectAccessible(page);

  await addToCart(page);
  await expect(page.getByTestId('cart-status')).toHaveText('Ajouté à votre panier.');
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByTestId('cart-button').click();
  const cart = page.getByRole('dialog', { name: 'Panier' });
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('cart-lines')).toContainText('Robe portefeuille en soie');
  await expect(cart.getByTestId('cart-subtotal')).toHaveText('690€');
  await expectAccessible(page);
  await cart.getByText('Ajouter un message cadeau').click();
  await cart.getByLabel('Votre message').fill('Pour Lou, avec tendresse');
  await cart.getByTestId('gift-message-save').click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  const checkout = cart.getByTestId('checkout');
  // spec §3: the checkout url gets a locale parameter, the language part of the locale.
  await expect(checkout).toHaveAttribute('href', /\/checkout\/[^?]+\?locale=fr$/);
  await checkout.click();

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The lines in the checkout's language, and the gift message written in the cart.
  const summary = page.getByRole('region', { name: 'Votre commande' });
  await expect(summary).toContainText('Robe portefeuille en soie');
  await expect(summary).not.toContainText('Silk Wrap Dress');
  await expect(summary).toContainText(/Noir \/ [SML]/);
  await expect(summary).not.toContainText('Black');
  await expect(page.getByTestId('checkout-gift-message')).toHaveText('Pour Lou, avec tendresse');
  const buyer = `camille.durand.${Date.now()}@example.com`;
  await page.getByLabel('E-mail').fill(buyer);
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('Nom', { exact: true }).fill('Durand');
  await page.getByLabel('Adresse', { exact: true }).fill('12 rue de Grenelle');
  await page.getByLabel('Ville').fill('Paris');
  await page.getByLabel('Code postal').fill('75007');
  await page.getByLabel('Pays').selectOption('FR');
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await expectAccessible(page);
  await page.getByRole('button', { name: /Payer/ }).click();

  const confirmation = page.getByRole('status');
  await expect(confirmation).toContainText('#');
  const orderName = (await confirmation.textContent())!.match(/#\d+/)![0];
  await expectAccessible(page);

  const order = await findOrder(orderName);
  expect(order).toMatchObject({
    displayFinancialStatus: 'PAID',
    displayFulfillmentStatus: 'UNFULFILLED',
    currencyCode: 'EUR',
  });

  // The order confirmation reaches the outbox, in French.
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${backendsOrigin}/__outbox.json`)).json()) as OutboxMail[];
      return mails.find((mail) => mail.to === buyer && mail.kind === 'order_confirmation')?.subject;
    })
    .toBe(`Votre commande Maison Aurèle ${orderName} est confirmée`);

  await page.getByRole('link', { name: /boutique/i }).click();
  await expect(page).toHaveURL(`${baseURL}/fr-fr`);
  // spec §4: a completed cart reads as null, so the shop starts over with an empty cart.
  await expect(page.getByTestId('cart-count')).toHaveCount(0);
  // The checkout's link is a full page load: the cart button answers once the page has hydrated.
  await expectHydrated(page.getByTestId('cart-button'));
  await page.getByTestId('cart-button').click();
  await expect(page.getByRole('dialog', { name: 'Panier' })).toContainText('Votre panier est vide.');
});

test('adding more than the stock is refused with a clear message and the cart keeps its lines', async ({
  page,
}) => {
  await page.goto(pdp, { waitUntil: 'networkidle' });
  await expectHydrated(page.getByTestId('add-to-cart'));
  await page.getByRole('radio', { name: 'Noir' }).check({ force: true });
  await page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
  // Stock per size: a size with plenty says nothing, one with 3 pieces or fewer says how many.
  await expect(page.getByTestId('low-stock')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Ivoire' }).check({ force: true });
  await page.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
  await expect(page.getByTestId('low-stock')).toHaveText('Plus que 2 pièces');
  await addToCart(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  // Ivoire / M has 2 in stock: the third is refused.
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-status')).toHaveText(
    /Il n'y a plus de stock disponible pour cet article\.|Vous avez atteint la quantité maximale pour cet article\./,
  );
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});

test('where selling is off (en-ww) the product shows without add to cart and points to the store locator', async ({
  page,
}) => {
  await page.goto('/fashion/product/silk-wrap-dress', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Silk Wrap Dress');
  await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Find it in a store' })).toHaveAttribute(
    'href',
    '/store-locator',
  );
  await expectAccessible(page);
});

test('en-ch sells fashion only, in CHF', async ({ page }) => {
  await page.goto('/en-ch/fashion/product/silk-wrap-dress', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('price')).toContainText('CHF');
  await expect(page.getByTestId('add-to-cart')).toBeEnabled();
});
