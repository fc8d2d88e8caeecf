import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support';

const dressPage = '/fr-fr/fashion/product/silk-wrap-dress';

async function addDressAndOpenCart(page: Page) {
  // Click once the purchase island is hydrated; before that the form posts without JavaScript.
  await page.goto(dressPage, { waitUntil: 'networkidle' });
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByTestId('cart-button').click();
  const panel = page.getByRole('dialog', { name: /^Panier/ });
  await expect(panel).toBeVisible();
  return panel;
}

// The demo card is only applied here, never spent: other specs read its balance of 150 €.
test('the README’s gift card pays part of the cart, and the hosted checkout shows what is left', async ({
  page,
}) => {
  const panel = await addDressAndOpenCart(page);

  await panel.getByPlaceholder('Code de la carte cadeau').fill('GIFT-0000-NONE-0000');
  await panel.getByTestId('gift-card-apply').click();
  await expect(panel.getByTestId('cart-alert')).toHaveText(
    'Ce code de carte cadeau ne peut pas être utilisé pour ce panier. La carte déjà appliquée est conservée.',
  );
  await expect(panel.getByTestId('gift-card')).toHaveCount(0);

  // Typed as a shopper would: lower case, a space too many.
  await panel.getByPlaceholder('Code de la carte cadeau').fill('gift-2026-demo-0001 ');
  await panel.getByTestId('gift-card-apply').click();
  await expect(panel.getByTestId('gift-card')).toContainText('Carte cadeau ····0001 appliquée.');
  await expect(panel.getByTestId('cart-total')).toHaveText('690€');
  await expect(panel.getByTestId('cart-gift-card-paid')).toContainText('−150€');
  await expect(panel.getByTestId('cart-amount-due')).toHaveText('540€');
  await expectAccessible(page);

  await panel.getByTestId('checkout').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paiement');
  await expect(page.getByTestId('checkout-gift-card')).toContainText('Carte cadeau ····0001');
  await expect(page.getByTestId('checkout-amount-due')).toHaveText(/540,00\s€/);
  await expect(page.getByRole('button', { name: /Payer maintenant · 540,00\s€/ })).toBeVisible();

  // The checkout's own field: a wrong code is named, the applied card stays.
  await page.getByLabel('Code de carte cadeau').fill('GIFT-2026-DSBL-0003');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(
    page.getByText('Ce code de carte cadeau ne peut pas être utilisé pour cette commande.'),
  ).toBeVisible();
  await expect(page.getByTestId('checkout-amount-due')).toHaveText(/540,00\s€/);
  await expectAccessible(page);

  // Back in the shop the card comes off again, by its last characters.
  await page.goto(dressPage, { waitUntil: 'networkidle' });
  await page.getByTestId('cart-button').click();
  const again = page.getByRole('dialog', { name: /^Panier/ });
  await again.getByRole('button', { name: 'Retirer la carte cadeau ····0001' }).click();
  await expect(again.getByTestId('gift-card')).toHaveCount(0);
  await expect(again.getByTestId('cart-amount-due')).toHaveCount(0);
});
