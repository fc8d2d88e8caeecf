import type { Page } from '@playwright/test';
import {
  backendsOrigin,
  expect,
  expectAccessible,
  expectHydrated,
  logInWithToken,
  test,
  type OutboxMail,
} from './support';

/**
 * The account's sections (spec §2.1 `section`): orders with their detail and pages, account information
 * with birthday and gender (spec §3 metafields), the address book (spec §3 Address, §5, §9: 20
 * addresses) and return requests (spec §4 return status); the cart's buyer identity after log-in.
 */

/** The seeded client with twelve orders (backends/seed/data/customers.ts). */
const loyalClient = { email: 'elise.moreau@example.fr', password: 'maison-elise-2026' };

// Each test is its own client address, so the per-address log-in limit of one test never meets another's.
let clientNumber = 0;
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${++clientNumber}` });
});
test.describe.configure({ timeout: 120_000 });

async function logIn(page: Page, locale: 'en-eu' | 'fr-fr' | 'es-eu', { email, password } = loyalClient) {
  await page.goto(`/${locale}/login`);
  const form = page.getByTestId('login-form');
  await expectHydrated(form);
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  // The log-in waits for the provider and the cart's buyer identity: slower than a page on a busy machine.
  await expect(page).toHaveURL(new RegExp(`/${locale}/account`), { timeout: 20_000 });
}

async function signUpAndLogIn(page: Page) {
  const email = `book-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'book-password-1';
  await page.goto('/fr-fr/register');
  const form = page.getByTestId('register-form');
  await expectHydrated(form);
  await form.locator('[name="firstName"]').fill('Léa');
  await form.locator('[name="lastName"]').fill('Roux');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(password);
  await form.locator('[name="repeatPassword"]').fill(password);
  await form.locator('[name="birthday"]').fill('1990-04-02');
  await form.locator('[name="gender"]').selectOption('female');
  await form.locator('[name="acceptTerms"]').check();
  await form.locator('[name="acceptPrivacy"]').check();
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByTestId('form-success')).toContainText(email);
  await logIn(page, 'fr-fr', { email, password });
  return { email, password };
}

test('orders: ten a page newest first, translated statuses, the next page, the detail of an order', async ({
  page,
}) => {
  await logIn(page, 'en-eu');
  const rows = page.getByTestId('orders').locator('tbody tr');
  await expect(rows).toHaveCount(10);
  // spec §4 values, translated; the newest order (#2012) first.
  await expect(rows.first()).toContainText('#2012');
  await expect(rows.first()).toContainText('Paid');
  await expect(rows.first()).toContainText('Delivered');
  await expect(rows.nth(9)).toContainText('#2003');
  await expect(rows.nth(9)).toContainText('Pending');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Older orders' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('#2002');
  await page.getByRole('link', { name: 'Newer orders' }).click();
  await expect(rows).toHaveCount(10);

  await page.getByRole('link', { name: 'View order #2012' }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByRole('heading', { name: 'Order #2012' })).toBeVisible();
  await expect(detail).toContainText('Silk Wrap Dress');
  await expect(detail.locator('img').first()).toBeVisible();
  await expectAccessible(page);

  // Another customer's order (the demo's #1001 is order 1) reads like no order at all.
  await page.goto('/en-eu/account?section=orders&order=1');
  await expect(page.getByRole('status')).toContainText('We could not find this order.');
});

test("order lines in the shopper's language: the list, an order, its return form (issue 31, defect 13)", async ({
  page,
}) => {
  // The loyal client's #2012 holds two Silk Wrap Dresses in Black / S, recorded in English, the shop's
  // language, by the Admin API; the es-eu account reads them as the es-eu shop names the dress.
  const spanish = 'Vestido cruzado de seda - Negro / S';
  await logIn(page, 'es-eu');
  const newest = page.getByTestId('orders').locator('tbody tr').first();
  await expect(newest).toContainText('#2012');
  await expect(newest).toContainText(`2 × ${spanish}`);
  await expect(newest).not.toContainText('Silk Wrap Dress');

  await newest.getByRole('link', { name: 'Ver el pedido #2012' }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByRole('heading', { name: 'Pedido #2012' })).toBeVisible();
  await expect(detail.getByRole('listitem').filter({ hasText: spanish })).toHaveCount(1);
  await expect(detail).not.toContainText('Silk Wrap Dress');
  await expectAccessible(page);

  await detail.getByRole('link', { name: 'Devolver un artículo' }).click();
  const form = page.getByTestId('return-form');
  await expect(form.getByRole('radio', { name: new RegExp(spanish) })).toHaveCount(1);
  await expect(form).not.toContainText('Silk Wrap Dress');
});

test('a return request on a delivered order shows on the order with its status', async ({ page }) => {
  await logIn(page, 'fr-fr');
  await page.getByRole('link', { name: 'Retourner un produit' }).click();
  // The window is said, and only delivered orders within it are offered: #2004 is 31 days old.
  await expect(page.getByTestId('return-window')).toContainText('dans les 30 jours suivant la commande');
  const offered = page.getByTestId('returnable-orders');
  await expect(offered.getByRole('link', { name: /#2010$/ })).toBeVisible();
  await expect(offered.getByRole('link', { name: /#2004$/ })).toHaveCount(0);
  await expect(offered.getByRole('link', { name: /#2011$/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'Retourner un article de la commande #2010' }).click();
  const form = page.getByTestId('return-form');
  await expectHydrated(form);
  await expectAccessible(page);

  // Validation on submit: the line and the reason are required, the focus goes to the first one.
  await form.getByRole('button', { name: 'Demander le retour' }).click();
  await expect(form.getByRole('radio').first()).toBeFocused();
  await expect(form).toContainText('Ce champ est obligatoire.');

  await form.getByRole('radio').first().check();
  await form.locator('[name="reason"]').selectOption('SIZE_TOO_SMALL');
  await form.locator('[name="note"]').fill('Un peu juste aux épaules.');
  await form.getByRole('button', { name: 'Demander le retour' }).click();

  await expect(page).toHaveURL(/section=orders&order=\d+&status=returned/);
  await expect(page.getByRole('status')).toContainText('Votre demande de retour a été envoyée.');
  const returns = page.getByTestId('order-returns');
  await expect(returns).toContainText('#2010-R1');
  await expect(returns).toContainText('Demandé');
  await expectAccessible(page);

  // The instructions the page promises reach the outbox, in French.
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${backendsOrigin}/__outbox.json`)).json()) as OutboxMail[];
      return mails.find((mail) => mail.to === loyalClient.email && mail.subject.includes('#2010-R1'))
        ?.subject;
    })
    .toBe('Votre retour #2010-R1 – comment nous le renvoyer');
});

test('a delivered order past the 30-day return window opens no return form', async ({ page }) => {
  await logIn(page, 'en-eu');
  // #2004 was delivered 31 days before the seeding day (backends/seed/data/customers.ts).
  await page.getByRole('link', { name: 'View order #2004' }).click();
  const detail = page.getByTestId('order-detail');
  await expect(detail.getByRole('heading', { name: 'Order #2004' })).toBeVisible();
  await expect(detail).toContainText('Delivered');
  await expect(detail.getByRole('link', { name: 'Return an item from this order' })).toHaveCount(0);

  const order = new URL(page.url()).searchParams.get('order');
  await page.goto(`/en-eu/account?section=return_product&order=${order}`);
  await expect(page.getByRole('status')).toContainText('within 30 days of the order');
  await expect(page.getByTestId('return-form')).toHaveCount(0);
  await expectAccessible(page);
});

test('every order line shows its product picture, a fragrance and a set included (issue 31, defect 14)', async ({
  page,
}) => {
  await logIn(page, 'en-eu');
  const rows = page.getByTestId('orders').locator('tbody tr');
  await expect(rows).toHaveCount(10);
  // The seeded lines: dresses and knitwear, whose variants have pictures, and fragrances and sets,
  // whose pictures are their product's (Shopify's variant image is null there).
  const tiles = page.getByTestId('orders').locator('tbody td [class*="thumbs"] > *');
  const tags = await tiles.evaluateAll((nodes) => nodes.map((node) => node.tagName));
  expect(tags.length).toBeGreaterThan(10);
  expect(tags.filter((tag) => tag !== 'IMG')).toEqual([]);
  // Each picture is served (they load lazily: asked here rather than scrolled to).
  const sources = await tiles.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  for (const source of new Set(sources)) {
    const response = await page.request.get(source);
    expect(response.status(), source).toBe(200);
    expect(response.headers()['content-type'], source).toMatch(/^image\//);
  }
});

test('address book: add, edit, make default and delete, with the form rules of spec §5', async ({ page }) => {
  await signUpAndLogIn(page);
  await page.getByRole('link', { name: "Carnet d'adresses" }).click();
  await expect(page.getByTestId('section-address_book')).toContainText("Votre carnet d'adresses est vide.");
  await page.getByTestId('add-address').click();

  const form = page.getByTestId('address-form');
  await expectHydrated(form);
  // The country list is named in the page's language, the locale's country first chosen.
  await expect(form.locator('[name="country"]')).toHaveValue('FR');
  await expect(form.locator('[name="country"] option', { hasText: 'Allemagne' })).toHaveCount(1);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.locator('[name="addressName"]')).toBeFocused();
  await form.locator('[name="addressName"]').fill('x'.repeat(36));
  await expect(form).toContainText('Veuillez saisir au plus 35 caractères.');
  await expectAccessible(page);

  const fill = async (name: string, city: string) => {
    await form.locator('[name="addressName"]').fill(name);
    await form.locator('[name="firstName"]').fill('Léa');
    await form.locator('[name="lastName"]').fill('Roux');
    await form.locator('[name="address1"]').fill(`12 rue de ${city}`);
    await form.locator('[name="zip"]').fill('69001');
    await form.locator('[name="city"]').fill(city);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
  };
  await fill('Maison', 'Lyon');
  await expect(page.getByRole('status')).toContainText("Votre carnet d'adresses a été enregistré.");
  await page.getByTestId('add-address').click();
  await expectHydrated(form);
  await fill('Bureau', 'Nantes');

  const book = page.getByTestId('addresses');
  await expect(book.locator('li')).toHaveCount(2);
  // The first address became the default one (Shopify's rule); make the office the default.
  await expect(book.locator('li', { hasText: 'Maison' })).toContainText('Par défaut');
  await page.getByRole('button', { name: 'Définir par défaut (Bureau)' }).click();
  await expect(book.locator('li', { hasText: 'Bureau' })).toContainText('Par défaut');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Modifier (Maison)' }).click();
  await expectHydrated(form);
  await expect(form.locator('[name="city"]')).toHaveValue('Lyon');
  await form.locator('[name="city"]').fill('Villeurbanne');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(book.locator('li', { hasText: 'Maison' })).toContainText('Villeurbanne');

  await page.getByRole('button', { name: 'Supprimer (Maison)' }).click();
  await expect(page.getByRole('status')).toContainText("L'adresse a été supprimée.");
  await expect(book.locator('li')).toHaveCount(1);
  await expect(book).toContainText('Bureau');
});

test('account information keeps birthday and gender (customer metafields)', async ({ page }) => {
  await signUpAndLogIn(page);
  await page.goto('/fr-fr/account?section=account_informations');
  const form = page.getByTestId('account-information-form');
  await expectHydrated(form);
  // Given at sign-up, written to the customer's metafields.
  await expect(form.locator('[name="birthday"]')).toHaveValue('1990-04-02');
  await expect(form.locator('[name="gender"]')).toHaveValue('female');

  // spec §5: no later than about ten years before today.
  await form.locator('[name="birthday"]').fill(`${new Date().getUTCFullYear() - 5}-01-01`);
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.locator('[name="birthday"]')).toBeFocused();
  await expect(form).toContainText('Veuillez saisir une date de naissance valide.');

  await form.locator('[name="birthday"]').fill('1985-11-30');
  await form.locator('[name="gender"]').selectOption('other');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('form-success')).toBeVisible();
  await page.reload();
  await expect(form.locator('[name="birthday"]')).toHaveValue('1985-11-30');
  await expect(form.locator('[name="gender"]')).toHaveValue('other');
  await expectAccessible(page);
});

test('a cart made anonymously keeps its lines after log-in and carries the customer to checkout', async ({
  page,
}) => {
  await page.goto('/fr-fr/fashion/product/silk-wrap-dress', { waitUntil: 'networkidle' });
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await logIn(page, 'fr-fr');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByTestId('cart-button').click();
  const cart = page.getByRole('dialog', { name: 'Panier' });
  await expect(cart.getByTestId('cart-lines')).toContainText('Robe portefeuille en soie');
  await cart.getByTestId('checkout').click();
  // spec §4 buyer identity: the checkout knows the customer, her e-mail and default address.
  await expect(page.getByLabel('E-mail')).toHaveValue(loyalClient.email);
  await expect(page.getByLabel('Ville')).toHaveValue('Bordeaux');
});

test('the header greets the logged-in customer and logs out from any page', async ({ page }) => {
  await logIn(page, 'fr-fr');
  const header = page.locator('header');
  // The account icon names the customer; its menu greets her, links to the account and logs out.
  const menuButton = header.getByTestId('account-menu-button');
  await expect(menuButton).toHaveAccessibleName('Bonjour Élise');
  await page.goto('/fr-fr/fashion/product/silk-wrap-dress');
  await menuButton.click();
  const menu = header.getByTestId('account-menu');
  await expect(menu).toContainText('Bonjour Élise');
  await expect(menu.getByTestId('account-link')).toHaveText('Mon compte');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await menuButton.click();
  await menu.getByTestId('header-logout').click();
  await expect(page).toHaveURL(/\/fr-fr\/login$/, { timeout: 20_000 });
  await expect(header.getByTestId('account-link')).toHaveAccessibleName('Compte');
  await page.goto('/fr-fr/account');
  await expect(page).toHaveURL(/\/fr-fr\/login\?back=/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the address form, the return form and account information post and change the account', async ({
    page,
  }) => {
    // Log-in is bot-checked, which needs JavaScript: the session comes from a Storefront token.
    await logInWithToken(page, loyalClient.email, loyalClient.password);
    await page.goto('/en-eu/account?section=address_book&edit=new');
    const form = page.getByTestId('address-form');
    await form.locator('[name="addressName"]').fill('Studio');
    await form.locator('[name="firstName"]').fill('Élise');
    await form.locator('[name="lastName"]').fill('Moreau');
    await form.locator('[name="address1"]').fill('9 cours du Médoc');
    await form.locator('[name="zip"]').fill('33300');
    await form.locator('[name="city"]').fill('Bordeaux');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Your address book has been saved.');
    await expect(page.getByTestId('addresses')).toContainText('Studio');
    await page.getByRole('button', { name: 'Delete (Studio)' }).click();
    await expect(page.getByRole('status')).toContainText('The address has been deleted.');

    await page.goto('/en-eu/account?section=return_product');
    await page.getByRole('link', { name: 'Return an item from order #2006' }).click();
    const returnForm = page.getByTestId('return-form');
    await returnForm.getByRole('radio').first().check();
    await returnForm.locator('[name="reason"]').selectOption('COLOR');
    await returnForm.getByRole('button', { name: 'Request the return' }).click();
    await expect(page.getByTestId('order-returns')).toContainText('Requested');

    await page.goto('/en-eu/account?section=account_informations');
    const details = page.getByTestId('account-information-form');
    await details.locator('[name="phone"]').fill('+33 5 56 00 00 00');
    await details.getByRole('button', { name: 'Save' }).click();
    // The answer's alert needs the page to be re-rendered with the action's state, which Next 16.4 loses
    // for a form posted without JavaScript on a partly prerendered page
    // (https://github.com/vercel/next.js/issues/97784): the change itself is made, as the page read
    // again shows.
    await page.goto('/en-eu/account?section=account_informations');
    await expect(details.locator('[name="phone"]')).toHaveValue('+33556000000');
  });
});
