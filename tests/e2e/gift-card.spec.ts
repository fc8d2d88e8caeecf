import type { Page } from '@playwright/test';
import { sendOnRange } from '@/lib/gift-card-recipient';
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

/** Scoped: the cart panel has a 'Votre message' field of its own (the gift message). */
const recipientFields = (page: Page) => page.getByTestId('gift-card-recipient');

async function fillRecipient(page: Page) {
  // The last send date allowed: today + 90 days (UTC), which the server checks again.
  const sendOn = sendOnRange(new Date()).max;
  const fields = recipientFields(page);
  await fields.getByLabel('E-mail du destinataire').fill('camille@example.fr');
  await fields.getByLabel('Nom du destinataire').fill('Camille');
  await fields.getByLabel('Votre message').fill('Joyeux anniversaire !');
  await fields.getByLabel("Date d'envoi").fill(sendOn);
  return sendOn;
}

test('the gift card is sent to a recipient with a message on a date: the checkout lists them', async ({
  page,
}) => {
  await page.goto('/fr-fr/sets/gift-card', { waitUntil: 'networkidle' });
  await expect(recipientFields(page)).toContainText('Envoyer à un destinataire (facultatif)');
  await page.getByRole('radio', { name: '100€' }).check({ force: true });
  await expect(recipientFields(page).getByLabel("Date d'envoi")).toHaveAttribute(
    'max',
    sendOnRange(new Date()).max,
  );
  const sendOn = await fillRecipient(page);
  await expectAccessible(page);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-status')).toHaveText('Ajouté à votre panier.');

  await page.getByTestId('cart-button').click();
  await page
    .getByRole('dialog', { name: /^Panier/ })
    .getByTestId('checkout')
    .click();
  const properties = page.getByTestId('checkout-line-property');
  await expect(properties).toHaveText([
    'Recipient email: camille@example.fr',
    'Recipient name: Camille',
    'Message: Joyeux anniversaire !',
    `Send on: ${sendOn}`,
  ]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the product form posts the recipient, and a recipient without an e-mail address is refused in French', async ({
    page,
  }) => {
    await page.goto('/fr-fr/sets/gift-card');
    await page.getByRole('radio', { name: '50€', exact: true }).check({ force: true });
    await fillRecipient(page);
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(/\/fr-fr\/cart\?added=1$/);
    await expect(page.getByTestId('cart-lines')).toContainText('Carte cadeau Maison Aurèle');

    // A name with no e-mail address to send to: the server refuses it, in the page and in French.
    await page.goto('/fr-fr/sets/gift-card');
    await page.getByRole('radio', { name: '50€', exact: true }).check({ force: true });
    await recipientFields(page).getByLabel('Nom du destinataire').fill('Camille');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-status')).toHaveText(/Vérifiez le destinataire/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the cart page applies a gift card and removes it, and says a wrong code in French', async ({
    page,
  }) => {
    await page.goto(dressPage);
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(/\/fr-fr\/cart\?added=1$/);
    const code = page.getByPlaceholder('Code de la carte cadeau');

    await code.fill('GIFT-0000-NONE-0000');
    await page.getByTestId('gift-card-apply').click();
    await expect(page).toHaveURL(/\/fr-fr\/cart\?refused=GIFT_CARD_NOT_APPLICABLE$/);
    await expect(page.getByTestId('cart-page-alert')).toContainText(
      'Ce code de carte cadeau ne peut pas être utilisé pour ce panier.',
    );
    await expect(page.getByTestId('gift-card')).toHaveCount(0);

    await code.fill('GIFT-2026-DEMO-0001');
    await page.getByTestId('gift-card-apply').click();
    await expect(page).toHaveURL(/\/fr-fr\/cart\?changed=applyGiftCard$/);
    await expect(page.getByTestId('gift-card')).toContainText('Carte cadeau ····0001 appliquée.');
    await expect(page.getByTestId('cart-amount-due')).toHaveText('540€');

    await page.getByRole('button', { name: 'Retirer la carte cadeau ····0001' }).click();
    await expect(page).toHaveURL(/\/fr-fr\/cart\?changed=removeGiftCard$/);
    await expect(page.getByTestId('gift-card')).toHaveCount(0);
  });
});
