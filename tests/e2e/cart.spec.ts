import type { Page } from '@playwright/test';
import { chooseConsent, expect, expectAccessible, test } from './support';

const dressPage = '/fr-fr/fashion/product/silk-wrap-dress';

async function addFromProductPage(page: Page, path: string) {
  // Click once the purchase island is hydrated; before that the form posts without JavaScript.
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-status')).not.toBeEmpty();
  await expect(page.getByTestId('cart-count')).toBeVisible();
}

async function openCart(page: Page, name = 'Panier') {
  await page.getByTestId('cart-button').click();
  const panel = page.getByRole('dialog', { name: new RegExp(`^${name}`) });
  await expect(panel).toBeVisible();
  return panel;
}

test('the cart panel: stepper, gift message, sample, discount code and removal, optimistic and re-read', async ({
  page,
}) => {
  await addFromProductPage(page, dressPage);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const panel = await openCart(page);
  // spec §3: the product count in parentheses when above 0.
  await expect(panel.getByTestId('cart-product-count')).toHaveText('(1)');
  const dress = panel.getByTestId('cart-line').filter({ hasText: 'Robe portefeuille en soie' });
  await expect(dress).toContainText('690€');

  await dress.getByTestId('quantity-increase').click();
  await expect(dress.getByTestId('quantity-input')).toHaveValue('2');
  await expect(panel.getByTestId('cart-subtotal')).toHaveText('1380€');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await dress.getByTestId('quantity-decrease').click();
  await expect(panel.getByTestId('cart-subtotal')).toHaveText('690€');

  // spec §3: a gift message adds 1 to the badge count.
  await panel.getByText('Ajouter un message cadeau').click();
  await panel.getByLabel('Votre message').fill('Joyeux anniversaire, Camille');
  await panel.getByTestId('gift-message-save').click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(panel.getByTestId('cart-product-count')).toHaveText('(1)');
  // The button's name does not count the message as an article.
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName(
    'Panier, 1 article et un message cadeau',
  );

  // A sample with purchase: a free line, offered once.
  await panel.getByRole('button', { name: "Ajouter l'échantillon Échantillon Santal Noir" }).click();
  const sample = panel.locator('[data-testid="cart-line"][data-kind="sample"]');
  await expect(sample).toContainText('Échantillon Santal Noir');
  await expect(sample).toContainText('Offert');
  await expect(
    panel.getByRole('button', { name: "Ajouter l'échantillon Échantillon Santal Noir" }),
  ).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('3');

  // WELCOME10 is active in the seed; an unknown code is refused by name and WELCOME10 stays applied.
  await panel.getByPlaceholder('Code', { exact: true }).fill('WELCOME10');
  await panel.getByTestId('discount-apply').click();
  await expect(panel.getByTestId('discount-code')).toHaveText(/WELCOME10 est appliqué\./);
  await expect(panel.getByTestId('cart-total')).toHaveText('621€');
  await panel.getByPlaceholder('Code', { exact: true }).fill('NOPE2026');
  await panel.getByTestId('discount-apply').click();
  await expect(panel.getByTestId('cart-alert')).toHaveText(
    "Le code NOPE2026 ne peut pas s'appliquer à ce panier. Les codes déjà appliqués sont conservés.",
  );
  await expect(panel.getByTestId('discount-code')).toHaveText(/WELCOME10 est appliqué\./);
  await expect(panel.getByTestId('cart-total')).toHaveText('621€');

  await expectAccessible(page);

  // The state is the server's: a reload shows the same cart.
  await page.reload();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  const again = await openCart(page);
  await expect(again.getByTestId('cart-line')).toHaveCount(2);

  // spec §8: '{item} has been removed.' for screen readers.
  await again
    .getByTestId('cart-line')
    .filter({ hasText: 'Robe portefeuille en soie' })
    .getByRole('button', { name: 'Retirer Robe portefeuille en soie' })
    .click();
  await expect(again.getByTestId('cart-announcer')).toHaveText('Robe portefeuille en soie a été retiré.');
  await expect(again.getByTestId('cart-line').filter({ hasText: 'Robe portefeuille en soie' })).toHaveCount(
    0,
  );
});

test("with something in the cart, the panel's code is fetched while the page is idle: it opens with its lines offline", async ({
  page,
  context,
}) => {
  // The panel's contents are not part of a page's first load (CartPanel.tsx). Fetched only once the
  // shopper's pointer entered the button, they were run inside the tap that opens it on a phone.
  const contentsFetched = new Promise<void>((resolve) => {
    page.on('response', async (response) => {
      if (!/\/_next\/static\/chunks\/.+\.js$/.test(response.url())) return;
      if ((await response.text().catch(() => '')).includes('cart-subtotal')) resolve();
    });
  });
  await addFromProductPage(page, dressPage);
  await contentsFetched;
  await context.setOffline(true);
  try {
    const panel = await openCart(page);
    await expect(panel.getByTestId('cart-line')).toContainText('Robe portefeuille en soie');
    await expect(panel.getByRole('alert')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('add to cart from a product slider: a product with nothing to choose, from its card', async ({
  page,
}) => {
  await page.goto('/fr-fr', { waitUntil: 'networkidle' });
  const slider = page.getByTestId('product-slider').filter({ hasText: 'Le Coffret Découverte' });
  const quickAdd = slider.getByRole('button', { name: /^Ajouter au panier ?, Le Coffret Découverte$/ });
  // The set has one variant: no sizes to open (a fragrance's card asks for its volume, below).
  await expect(slider.getByTestId('quick-add-sizes')).toHaveCount(2);
  await quickAdd.click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté à votre panier.' })).toBeVisible();
  const panel = await openCart(page);
  await expect(panel.getByTestId('cart-line')).toContainText('Le Coffret Découverte');
  await expectAccessible(page);
});

test('quick add of a fragrance sold in several volumes asks which, from the keyboard, at 390, 1024 and 1440 px (issue 31, defect 12)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const [index, width] of [390, 1024, 1440].entries()) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/fr-fr/fragrance', { waitUntil: 'networkidle' });
    const card = page
      .getByTestId('product-slider')
      .locator('li')
      .filter({ has: page.getByText('Rose Absolue', { exact: true }) });
    const opener = card.getByTestId('quick-add');
    await expect(opener).toHaveAccessibleName(/^Ajouter au panier ?, Rose Absolue$/);
    const volumes = card.getByRole('group', { name: /^Contenance ?, Rose Absolue$/ });
    await expect(volumes).toBeHidden();

    // The button opens the volumes, each with its price; Escape closes them and keeps the focus.
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(volumes).toBeVisible();
    await expect(volumes.getByRole('button')).toHaveText([
      /^30 ml\s*95€$/,
      /^50 ml\s*145€$/,
      /^100 ml\s*210€$/,
    ]);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(volumes).toBeHidden();
    await expect(opener).toBeFocused();

    // The volume pressed goes into the cart; the volumes close, the focus back on the button.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(volumes.getByRole('button', { name: /^50 ml/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cart-count')).toHaveText(String(index + 1));
    await expect(page.getByRole('status').filter({ hasText: 'Ajouté à votre panier.' })).toBeVisible();
    await expect(volumes).toBeHidden();
    await expect(opener).toBeFocused();
    // Nothing wider than the screen at any width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  const panel = await openCart(page);
  const line = panel.getByTestId('cart-line').filter({ hasText: 'Rose Absolue' });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('50 ml');
  await expect(line.getByTestId('quantity-input')).toHaveValue('3');
});

test('the page is the same for every visitor; the cart is read from the browser, and again on focus', async ({
  page,
  context,
}) => {
  await addFromProductPage(page, dressPage);
  // The visitor's cart is never in the page itself, so the page can be served from the cache to anyone.
  const html = await (await page.request.get(dressPage)).text();
  expect(html).not.toContain('gid://shopify/CartLine');
  const answer = await page.request.get('/api/cart?locale=fr-fr');
  expect(answer.headers()['cache-control']).toContain('no-store');
  expect((await answer.json()).cart.lines).toHaveLength(1);

  // Another tab changes the cart; this one shows it when it gets the focus back (spec §4).
  const other = await context.newPage();
  await addFromProductPage(other, '/fr-fr/fragrance/product/rose-absolue-eau-de-parfum');
  await expect(other.getByTestId('cart-count')).toHaveText('2');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});

test('the open-cart event is pushed once per page view', async ({ page, context }) => {
  // Analytics events are pushed only with consent (spec §5, §6).
  await chooseConsent(context, { analytics: true });
  await addFromProductPage(page, dressPage);
  const events = () =>
    page.evaluate(
      () =>
        (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'cart_open')
          .length,
    );
  await openCart(page);
  await page.keyboard.press('Escape');
  await openCart(page);
  expect(await events()).toBe(1);
});

test('a quantity above the stock is refused with an alert and the cart is unchanged', async ({ page }) => {
  await addFromProductPage(page, dressPage);
  const panel = await openCart(page);
  const line = panel.getByTestId('cart-line').first();
  const input = line.getByTestId('quantity-input');
  await input.fill('60');
  await input.press('Enter');
  await expect(panel.getByTestId('cart-alert')).toHaveText(
    /Il n'y a plus de stock disponible pour cet article\.|Vous avez atteint la quantité maximale pour cet article\.|Cet article est en rupture de stock\./,
  );
  await expect(input).toHaveValue('1');
  await expect(panel.getByTestId('cart-subtotal')).toHaveText('690€');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expectAccessible(page);
});

test('fragrance packaging: the signature box or the Maison pouch', async ({ page }) => {
  await addFromProductPage(page, '/fr-fr/fragrance/product/rose-absolue-eau-de-parfum');
  const panel = await openCart(page);
  await expect(panel.getByRole('radio', { name: 'Coffret signature' })).toBeChecked();
  await panel.getByRole('radio', { name: 'La Pochette Maison (offerte)' }).check();
  await expect(panel.locator('[data-testid="cart-line"][data-kind="pouch"]')).toContainText(
    'La Pochette Maison',
  );
  await expect(panel.getByRole('radio', { name: 'La Pochette Maison (offerte)' })).toBeChecked();
  await panel.getByRole('radio', { name: 'Coffret signature' }).check();
  await expect(panel.locator('[data-testid="cart-line"][data-kind="pouch"]')).toHaveCount(0);
});

test('checkout from en-eu in EUR with the locale parameter', async ({ page }) => {
  await addFromProductPage(page, '/en-eu/fashion/product/silk-wrap-dress');
  const panel = await openCart(page, 'Cart');
  await expect(panel.getByTestId('cart-subtotal')).toHaveText('€690');
  const checkout = panel.getByTestId('checkout');
  await expect(checkout).toHaveAttribute('href', /\/checkout\/[^?]+\?locale=en$/);
  await checkout.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('body')).toContainText('€690');
});

test('no cart anywhere in en-ww, where selling is off', async ({ page }) => {
  for (const path of ['/', '/fashion/product/silk-wrap-dress']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByTestId('cart-button')).toHaveCount(0);
    await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
  }
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the product form adds to the cart and leads to the cart page, with the way to the checkout', async ({
    page,
  }) => {
    await page.goto(dressPage);
    await expect(page.locator('form:has([data-testid="add-to-cart"])')).not.toHaveAttribute(
      'action',
      /^javascript:/,
    );
    const post = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByTestId('add-to-cart').click();
    // The post is answered with a redirect, not with the product page rendered again.
    expect((await post).status()).toBe(303);
    await expect(page).toHaveURL(/\/fr-fr\/cart\?added=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();
    await expect(page.getByTestId('cart-status')).toHaveText('Ajouté à votre panier.');
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Robe portefeuille en soie');
    await expect(line.getByTestId('quantity-input')).toHaveValue('1');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('690€');
    // spec §3: the checkout URL carries the language.
    await expect(page.getByTestId('checkout')).toHaveAttribute('href', /[?&]locale=fr(&|$)/);

    await page.goto(dressPage);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-line').getByTestId('quantity-input')).toHaveValue('2');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('1380€');
  });

  test('the colour and size chosen are what is added, and a combination not for sale is refused in the page', async ({
    page,
  }) => {
    await page.goto(dressPage);
    // The pickers are the form's own radios: without a script they are what the form posts.
    const form = page.locator('form:has([data-testid="add-to-cart"])');
    await form.getByRole('radio', { name: 'Ivoire', exact: true }).check({ force: true });
    await form.getByRole('radio', { name: 'M', exact: true }).check({ force: true });
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(/\/fr-fr\/cart\?added=1$/);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Ivoire');
    await expect(line).toContainText('Taille: M');
    await expect(line).not.toContainText('Noir');

    await page.goto(dressPage);
    await form.getByRole('radio', { name: 'Noir', exact: true }).check({ force: true });
    await form.getByRole('radio', { name: 'XS', exact: true }).check({ force: true });
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(new RegExp(`${dressPage}$`));
    await expect(page.getByTestId('cart-status')).toHaveText('Cet article est en rupture de stock.');
    await page.goto('/fr-fr/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
  });

  test('the header cart button is a link to the cart page', async ({ page }) => {
    await page.goto('/fr-fr');
    await page.getByTestId('cart-link').click();
    await expect(page).toHaveURL(/\/fr-fr\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Panier' })).toBeVisible();
  });

  test('the cart page edits the cart: quantity, gift message, sample, discount codes and removal, said in French', async ({
    page,
  }) => {
    await page.goto(dressPage);
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(/\/fr-fr\/cart\?added=1$/);
    const dress = page.getByTestId('cart-line').filter({ hasText: 'Robe portefeuille en soie' });
    const status = page.getByTestId('cart-status');

    // Each form posts, and the answer is the cart page again (303), saying what changed.
    const post = page.waitForResponse((response) => response.request().method() === 'POST');
    await dress.getByTestId('quantity-increase').click();
    expect((await post).status()).toBe(303);
    await expect(page).toHaveURL(/\/fr-fr\/cart\?changed=quantity$/);
    await expect(status).toHaveText('Votre panier a été mis à jour.');
    await expect(dress.getByTestId('quantity-input')).toHaveValue('2');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('1380€');

    // A typed quantity is sent by the Update button (Enter in the field presses it too).
    await dress.getByTestId('quantity-input').fill('1');
    await dress.getByTestId('quantity-input').press('Enter');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('690€');
    await expect(dress.getByTestId('quantity-input')).toHaveValue('1');

    await page.getByText('Ajouter un message cadeau').click();
    await page.getByLabel('Votre message').fill('Joyeux anniversaire, Camille');
    await page.getByTestId('gift-message-save').click();
    await expect(status).toHaveText('Votre message cadeau est ajouté à la commande.');
    await expect(page.getByLabel('Votre message')).toHaveValue('Joyeux anniversaire, Camille');

    await page.getByRole('button', { name: "Ajouter l'échantillon Échantillon Santal Noir" }).click();
    const sample = page.locator('[data-testid="cart-line"][data-kind="sample"]');
    await expect(sample).toContainText('Échantillon Santal Noir');
    await expect(sample).toContainText('Offert');

    // A refusal is said in the page, in French, and the cart is left as it was.
    await page.getByPlaceholder('Code', { exact: true }).fill('NOPE2026');
    await page.getByTestId('discount-apply').click();
    await expect(page.getByTestId('cart-page-alert')).toHaveText(
      "Le code NOPE2026 ne peut pas s'appliquer à ce panier. Les codes déjà appliqués sont conservés.",
    );
    await page.getByPlaceholder('Code', { exact: true }).fill('WELCOME10');
    await page.getByTestId('discount-apply').click();
    await expect(page.getByTestId('discount-code')).toHaveText(/WELCOME10 est appliqué\./);
    await expect(page.getByTestId('cart-total')).toHaveText('621€');
    await page.getByRole('button', { name: 'Retirer le code WELCOME10' }).click();
    await expect(page.getByTestId('discount-code')).toHaveCount(0);

    await page.getByRole('button', { name: 'Supprimer le message' }).click();
    await expect(page.getByText('Ajouter un message cadeau')).toBeVisible();

    await dress.getByRole('button', { name: 'Retirer Robe portefeuille en soie' }).click();
    await expect(status).toHaveText('Votre panier a été mis à jour.');
    await expect(dress).toHaveCount(0);
  });

  test('fragrance packaging is chosen on the cart page', async ({ page }) => {
    await page.goto('/fr-fr/fragrance/product/rose-absolue-eau-de-parfum');
    await page.getByTestId('add-to-cart').click();
    await expect(page).toHaveURL(/\/fr-fr\/cart\?added=1$/);
    await expect(page.getByRole('radio', { name: 'Coffret signature' })).toBeChecked();
    await page.getByRole('radio', { name: 'La Pochette Maison (offerte)' }).check();
    await page.getByTestId('packaging-update').click();
    await expect(page.locator('[data-testid="cart-line"][data-kind="pouch"]')).toContainText(
      'La Pochette Maison',
    );
    await expect(page.getByRole('radio', { name: 'La Pochette Maison (offerte)' })).toBeChecked();
  });

  test("a fragrance card's volumes open and the one pressed is posted (issue 31, defect 12)", async ({
    page,
  }) => {
    await page.goto('/fr-fr/fragrance');
    const card = page
      .getByTestId('product-slider')
      .locator('li')
      .filter({ has: page.getByText('Rose Absolue', { exact: true }) });
    await card.getByTestId('quick-add').click();
    await card.getByRole('button', { name: /^100 ml/ }).click();
    await expect(page).toHaveURL(/\/fr-fr\/cart\?added=1$/);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('Rose Absolue');
    await expect(line).toContainText('100 ml');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('210€');
  });
});

test('the cart page edits in place with JavaScript, and the header badge follows', async ({ page }) => {
  await addFromProductPage(page, dressPage);
  await page.goto('/fr-fr/cart', { waitUntil: 'networkidle' });
  const dress = page.getByTestId('cart-line').filter({ hasText: 'Robe portefeuille en soie' });
  await dress.getByTestId('quantity-increase').click();
  await expect(dress.getByTestId('quantity-input')).toHaveValue('2');
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('1380€');
  // Changed by the cart actions, not by a post: the page stays where it was.
  await expect(page).toHaveURL(/\/fr-fr\/cart$/);
  await expect(page.getByTestId('quantity-update')).toHaveCount(0);
  await expectAccessible(page);
});

test('the header cart read of a visitor without a cart is answered as the route answers it', async ({
  request,
}) => {
  const read = (cookie?: string) =>
    request.get('/api/cart?locale=fr-fr', { headers: cookie ? { cookie } : {} });
  // No cart cookie: the front answers (front/anonymous-cart-read.ts). A cart cookie naming no cart: the route.
  const [front, route] = await Promise.all([
    read('other=1'),
    read('cart_unknown_fr-fr=gid://shopify/Cart/none'),
  ]);
  for (const answer of [front, route]) {
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toContain('no-store');
    expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  }
  expect(await front.json()).toEqual({ cart: null, analytics: null, customer: null });
  expect(await route.json()).toEqual(await front.json());
});

test('the cart page: the lines, then empty once the cookie is gone; not found where the shop does not sell', async ({
  page,
}) => {
  await addFromProductPage(page, dressPage);
  await page.goto('/fr-fr/cart');
  await expect(page.getByTestId('cart-line')).toContainText('Robe portefeuille en soie');
  await expect(page.getByTestId('cart-status')).toHaveCount(0);
  await expectAccessible(page);
  await page.context().clearCookies();
  await page.goto('/fr-fr/cart');
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/fr-fr');
  expect((await page.request.get('/ja-jp/cart')).status()).toBe(404);
});

test('the cart counts down to complimentary delivery from the market threshold (200€ in fr-fr)', async ({
  page,
}) => {
  await page.goto('/fr-fr/fragrance/product/rose-absolue-eau-de-parfum', { waitUntil: 'networkidle' });
  await page.getByRole('radio', { name: '30 ml' }).check({ force: true });
  await expect(page.getByTestId('price')).toContainText('95€');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const panel = await openCart(page);
  const line = panel.getByTestId('cart-line').first();
  const delivery = panel.getByTestId('free-delivery');
  // 200€ - 95€: 105€ left.
  await expect(delivery).toHaveText('Plus que 105€ pour profiter de la livraison offerte');
  await expectAccessible(page);

  await line.getByTestId('quantity-increase').click();
  await expect(panel.getByTestId('cart-subtotal')).toHaveText('190€');
  await expect(delivery).toHaveText('Plus que 10€ pour profiter de la livraison offerte');
  await line.getByTestId('quantity-increase').click();
  await expect(panel.getByTestId('cart-subtotal')).toHaveText('285€');
  await expect(delivery).toHaveText('La livraison de cette commande vous est offerte.');

  // The cart page says the same without the panel.
  await page.goto('/fr-fr/cart');
  await expect(page.getByTestId('free-delivery')).toHaveText(
    'La livraison de cette commande vous est offerte.',
  );
});
