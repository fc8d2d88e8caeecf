import type { Page } from '@playwright/test';
import {
  backendsOrigin,
  expect,
  expectAccessible,
  expectHydrated,
  fillSignUp,
  logIn,
  markEngagementPopinsSeen,
  test,
  type OutboxMail,
} from './support';

/** Customer accounts (spec §2.1 auth pages and account, §4 login guard, §5 validation, §8 alerts). */

async function latestMail(to: string, kind: string): Promise<OutboxMail> {
  const mails = (await (await fetch(`${backendsOrigin}/__outbox.json`)).json()) as OutboxMail[];
  const mail = mails.find((m) => m.to === to && m.kind === kind);
  if (!mail?.link) throw new Error(`no ${kind} e-mail to ${to}`);
  return mail;
}

/** A path of the test shop from an outbox link (its SHOP_URL is the test shop). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

const uniqueEmail = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signUp(page: Page, email: string, password: string, locale = 'fr-fr') {
  await page.goto(`/${locale}/register`);
  const form = page.getByTestId('register-form');
  await fillSignUp(form, email, password);
  await form.locator('button[type="submit"]').click();
  // docs/adr/0009: the same answer for any address; it names the address the e-mail went to.
  await expect(page.getByTestId('form-success')).toContainText(email);
}

// Each test is its own client address: the per-address limits of sign-up and recovery (server/rate-limit.ts)
// are counted per test, as they would be per shopper.
let clientNumber = 0;
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.1.${++clientNumber}` });
});
// Journeys of several pages (sign-up, e-mail, reset, log-in) on a shared machine.
test.describe.configure({ timeout: 120_000 });

test('sign up, log in, account information, log out', async ({ page }) => {
  const email = uniqueEmail('ines');
  await signUp(page, email, 'ines-password-1');
  await expectAccessible(page);
  // What the page promises, the e-mail keeps: a link, in the shopper's language.
  await expect(page.getByTestId('form-success')).toHaveText(
    `Nous avons envoyé un e-mail à ${email}. Suivez le lien qu'il contient pour accéder à votre compte.`,
  );
  // The message replaces the form, with the way back to the shop.
  await expect(page.getByTestId('register-form')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continuer mes achats' })).toHaveAttribute('href', '/fr-fr');
  const welcome = await latestMail(email, 'welcome');
  expect(welcome.subject).toBe('Bienvenue chez Maison Aurèle');
  expect(welcome.body).toContain('Suivez le lien ci-dessous pour vous connecter');
  expect(pathOf(welcome.link!)).toBe('/fr-fr/login');

  await logIn(page, email, 'ines-password-1', pathOf(welcome.link!));
  await expect(page).toHaveURL(/\/fr-fr\/account$/);
  // spec §2.1: the default section is orders.
  await expect(page.getByTestId('section-orders')).toContainText("Vous n'avez pas encore commandé.");
  await expect(page.getByRole('link', { name: 'Commandes' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Informations du compte' }).click();
  await expect(page).toHaveURL(/section=account_informations/);
  const details = page.getByTestId('account-information-form');
  await expect(details.locator('[name="firstName"]')).toHaveValue('Inès');
  await expect(details.locator('[name="email"]')).toHaveValue(email);
  // A number of its own: a phone belongs to one account (TAKEN_PHONE).
  const digits = String(Date.now()).slice(-8);
  await details.locator('[name="phone"]').fill(`+33 6 ${digits.replace(/(\d{2})(?=\d)/g, '$1 ')}`);
  await details.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(details.getByTestId('form-success')).toHaveText('Vos modifications ont été enregistrées.');
  await expectAccessible(page);
  await page.reload();
  // Saved as the provider keeps it (E.164).
  await expect(page.getByTestId('account-information-form').locator('[name="phone"]')).toHaveValue(
    `+336${digits}`,
  );

  // The session cookie is HttpOnly and SameSite=Lax, and the token is nowhere in the page.
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name.startsWith('customer_'));
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  const token = session!.value.split('.').pop()!;
  expect(await page.content()).not.toContain(token);
  expect(
    await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
  ).not.toContain(token);

  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/fr-fr\/login$/);
  expect((await page.context().cookies()).some((cookie) => cookie.name.startsWith('customer_'))).toBe(false);
  await page.goto('/fr-fr/account');
  await expect(page).toHaveURL(/\/fr-fr\/login\?back=/);
});

test('validation on submit then on input, focus on the first field in error, asterisks on required fields', async ({
  page,
}) => {
  await page.goto('/fr-fr/register');
  const form = page.getByTestId('register-form');
  await expect(form.locator('label[for$="firstName"]')).toContainText('*');
  await expect(form.locator('label[for$="birthday"]')).not.toContainText('*');
  // Nothing is said before the first submit.
  await form.locator('[name="email"]').fill('not-an-email');
  await expect(form.getByText('Veuillez saisir une adresse e-mail valide.')).toHaveCount(0);

  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(form.locator('[name="firstName"]')).toBeFocused();
  await expect(form.locator('[name="firstName"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
  await expectAccessible(page);

  // Then every input revalidates its field.
  await form.locator('[name="email"]').fill('ines@example.com');
  await expect(form.getByText('Veuillez saisir une adresse e-mail valide.')).toHaveCount(0);
  await form.locator('[name="password"]').fill('short');
  await expect(form.getByText('Votre mot de passe doit contenir au moins 8 caractères.')).toBeVisible();
});

/** The paths of the scripts a page's HTML loads first, without `nomodule` (what `npm run bench` weighs). */
function firstScriptPaths(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>/g)]
    .filter((tag) => !/\bnomodule\b/i.test(tag[1]!))
    .flatMap((tag) => /\bsrc="([^"]+)"/.exec(tag[1]!)?.[1] ?? [])
    .map((src) => new URL(src, 'http://shop').pathname);
}

/** A name only zod's own code holds (its schema classes), whichever chunk it is in. */
const zodMark = '$ZodObject';

/**
 * Holds the scripts that bring zod (the forms' validation) until `release` is called: a submit made
 * meanwhile comes before the validation has loaded.
 */
async function holdZod(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(zodMark)) {
      held.push(route.request().url());
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { held, release };
}

/** Fills the log-in form and submits it once its bot check is solved, the validation still held. */
async function logInBeforeValidation(page: Page, email: string, password: string) {
  const zod = await holdZod(page);
  await page.goto('/fr-fr/login');
  const form = page.getByTestId('login-form');
  await expectHydrated(form);
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  // The bot check holds a submit until it is solved, then makes it again: here it meets the validation's hold.
  await expect(form.locator('input[name="botCheck"]')).not.toHaveValue('', { timeout: 30_000 });
  expect(zod.held.length, 'entering the form asked for the validation').toBeGreaterThan(0);
  return { form, release: zod.release };
}

test("the log-in page's first scripts carry no zod; its fields' constraints are in the server's HTML", async ({
  request,
}) => {
  const html = await (await request.get('/fr-fr/login')).text();
  const input = (name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';
  for (const attribute of ['required=""', 'type="email"', 'autoComplete="email"'])
    expect(input('email')).toContain(attribute);
  for (const attribute of ['required=""', 'type="password"']) expect(input('password')).toContain(attribute);
  const scripts = firstScriptPaths(html);
  expect(scripts.length).toBeGreaterThan(5);
  // zod comes with the validation, imported after hydration.
  for (const path of scripts) expect(await (await request.get(path)).text(), path).not.toContain(zodMark);
});

test('a submit made before the validation has loaded waits for it: refused in words, nothing sent', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  const { form, release } = await logInBeforeValidation(page, 'marie@', 'correct horse battery');
  await expect(form.locator('[name="email"]')).not.toHaveAttribute('aria-invalid');
  release();
  await expect(form.locator('[name="email"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('[name="email"]')).toBeFocused();
  await expect(form.getByText('Veuillez saisir une adresse e-mail valide.')).toBeVisible();
  expect(posts, 'refused before anything is sent').toEqual([]);
});

test('a valid log-in made before the validation has loaded is sent once it has', async ({ page }) => {
  const { release } = await logInBeforeValidation(page, 'demo@maison.example', 'maison-demo-2026');
  await expect(page).toHaveURL(/\/fr-fr\/login$/);
  release();
  await expect(page).toHaveURL(/\/fr-fr\/account$/, { timeout: 20_000 });
});

test('a forgotten password is reset through the link of the outbox e-mail, once', async ({ page }) => {
  const email = uniqueEmail('reset');
  await signUp(page, email, 'first-password');
  await page.goto('/fr-fr/forgot-password');
  await expectAccessible(page);
  await page.getByTestId('forgot-password-form').locator('[name="email"]').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByTestId('form-success')).toContainText('Si un compte existe pour cette adresse');

  const link = pathOf((await latestMail(email, 'password_reset')).link!);
  expect(link).toMatch(/^\/fr-fr\/reset-password\?id=\d+&token=[0-9a-f]+$/);
  await page.goto(link);
  await expectAccessible(page);
  const form = page.getByTestId('new-password-form');
  await form.locator('[name="newPassword"]').fill('second-password');
  await form.locator('[name="repeatNewPassword"]').fill('second-password');
  await form.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
  await expect(page).toHaveURL(/\/fr-fr\/account\?section=account_informations$/);
  await page.getByTestId('logout').click();
  // A navigation started before the log-out answers aborts it and keeps the session cookie.
  await expect(page).toHaveURL(/\/fr-fr\/login$/);

  // The link works once.
  await page.goto(link);
  await form.locator('[name="newPassword"]').fill('third-password');
  await form.locator('[name="repeatNewPassword"]').fill('third-password');
  await form.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
  await expect(form.getByRole('alert')).toHaveText("Ce lien n'est plus valide. Demandez-en un nouveau.");

  await logIn(page, email, 'second-password');
  await expect(page).toHaveURL(/\/fr-fr\/account$/);
});

test("sign-up and password e-mails speak the shopper's language and keep the page's promise (es-eu)", async ({
  page,
}) => {
  const email = uniqueEmail('lucia');
  await signUp(page, email, 'lucia-password-1', 'es-eu');
  await expect(page.getByTestId('form-success')).toHaveText(
    `Hemos enviado un correo a ${email}. Siga el enlace que contiene para acceder a su cuenta.`,
  );
  const welcome = await latestMail(email, 'welcome');
  expect(welcome).toMatchObject({ subject: 'Le damos la bienvenida a Maison Aurèle' });
  expect(welcome.body).toContain('Siga el enlace de abajo para iniciar sesión');
  await logIn(page, email, 'lucia-password-1', pathOf(welcome.link!));
  await expect(page).toHaveURL(/\/es-eu\/account$/);
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/es-eu\/login$/);

  // The address signs up again: its owner gets a reset e-mail instead (docs/adr/0009), in Spanish too.
  await signUp(page, email, 'lucia-password-2', 'es-eu');
  const reset = await latestMail(email, 'password_reset');
  expect(reset.subject).toBe('Restablezca su contraseña de Maison Aurèle');
  expect(reset.body).toContain('Siga el enlace de abajo para elegir una nueva contraseña');
  expect(pathOf(reset.link!)).toMatch(/^\/es-eu\/reset-password\?/);
});

test('a failed log-in keeps the e-mail typed and says why', async ({ page }) => {
  await page.goto('/fr-fr/login');
  const form = page.getByTestId('login-form');
  await expectHydrated(form);
  await form.locator('[name="email"]').fill('demo@maison.example');
  await form.locator('[name="password"]').fill('not-the-password');
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(form.getByRole('alert')).toHaveText("L'adresse e-mail ou le mot de passe est incorrect.");
  await expect(form.locator('[name="email"]')).toHaveValue('demo@maison.example');
});

test('the seeded invitation activates the account from /enable-account', async ({ page }) => {
  const link = pathOf((await latestMail('lucia.martin@example.es', 'activation')).link!);
  expect(link).toMatch(/^\/es-eu\/enable-account\?/);
  await page.goto(link);
  await expectAccessible(page);
  const form = page.getByTestId('new-password-form');
  await form.locator('[name="newPassword"]').fill('lucia-password');
  await form.locator('[name="repeatNewPassword"]').fill('lucia-password');
  await form.getByRole('button', { name: 'Activar mi cuenta' }).click();
  await expect(page).toHaveURL(/\/es-eu\/account\?section=account_informations$/);
  await expect(page.getByTestId('account-information-form').locator('[name="email"]')).toHaveValue(
    'lucia.martin@example.es',
  );
});

test('login guard: anonymous to log-in and back to the section asked for; logged in away from log-in', async ({
  page,
}) => {
  await page.goto('/en-uk/account?section=address_book');
  await expect(page).toHaveURL(/\/en-uk\/login\?back=%2Fen-uk%2Faccount%3Fsection%3Daddress_book$/);
  await expectAccessible(page);
  const form = page.getByTestId('login-form');
  await form.locator('[name="email"]').fill('demo@maison.example');
  await form.locator('[name="password"]').fill('maison-demo-2026');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en-uk\/account\?section=address_book$/);
  await expect(page.getByRole('link', { name: 'Address book' })).toHaveAttribute('aria-current', 'page');

  for (const path of ['/en-uk/login', '/en-uk/register', '/en-uk/login-account', '/en-uk/register-account']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/en-uk\/account$/);
  }
  // spec §2.1: orders newest first.
  const orders = page.getByTestId('orders').locator('tbody time');
  const dates = await orders.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')!));
  expect(dates.length).toBe(3);
  expect([...dates].sort().reverse()).toEqual(dates);
});

test('the other account pages are accessible; none exists where the shop does not sell', async ({ page }) => {
  for (const path of ['/en-eu/login-account', '/en-eu/register-account', '/en-eu/register']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expectAccessible(page);
  }
  for (const path of ['/ja-jp/login', '/es-ww/register', '/ja-jp/account', '/en-ww/forgot-password']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
  await page.goto('/ja-jp');
  await expect(page.locator('header a[href$="/account"]')).toHaveCount(0);
  // Nor in the footer, whose editor's links serve every locale of the language.
  await expect(page.getByTestId('footer').locator('a[href$="/account"]')).toHaveCount(0);
  // The private page offers what the market has: its stores, not a sign-in page it does not have.
  await page.goto('/ja-jp/private');
  const denied = page.getByRole('region', { name: 'このページは非公開です' });
  await expect(denied).toContainText('このページはお客様限定です。お近くの店舗でお待ちしております。');
  await expect(denied.getByRole('link')).toHaveText('店舗を探す');
  await expect(denied.getByRole('link')).toHaveAttribute('href', '/ja-jp/store-locator');
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The bot check (spec §5) is a proof of work the browser solves in JavaScript: without it the form
  // still posts and answers in the page, with the bot check's refusal in words, never a 500.
  test('the log-in form posts and answers in the page: the bot check refuses it in words', async ({
    page,
  }) => {
    await page.goto('/fr-fr/login');
    const form = page.getByTestId('login-form');
    await form.locator('[name="email"]').fill('demo@maison.example');
    await form.locator('[name="password"]').fill('maison-demo-2026');
    await form.getByRole('button', { name: 'Se connecter' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      "Nous n'avons pas pu vérifier que vous n'êtes pas un robot. Veuillez réessayer.",
    );
    // The password typed is not written back into the page, and no session was opened.
    expect(await page.content()).not.toContain('maison-demo-2026');
    await expect(page).toHaveURL(/\/fr-fr\/login$/);
  });

  test('sign-up answers in the page; the reset link and the password change work', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('nojs');
    await page.goto('/fr-fr/register');
    const form = page.getByTestId('register-form');
    await form.locator('[name="firstName"]').fill('Noé');
    await form.locator('[name="lastName"]').fill('Sans-Script');
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="password"]').fill('short');
    await form.locator('[name="repeatPassword"]').fill('short');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    // The server's refusal is the browser's: each field its message, the typed name kept.
    await expect(form).toContainText('Votre mot de passe doit contenir au moins 8 caractères.');
    await expect(form.locator('[name="firstName"]')).toHaveValue('Noé');
    await form.locator('[name="password"]').fill('nojs-password-1');
    await form.locator('[name="repeatPassword"]').fill('nojs-password-1');
    await form.locator('[name="acceptTerms"]').check();
    await form.locator('[name="acceptPrivacy"]').check();
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    // Sign-up is bot-checked (spec §5), which needs JavaScript: refused in words, nothing created.
    await expect(form.getByRole('alert')).toContainText("Nous n'avons pas pu vérifier");

    // The account made with JavaScript, its reset e-mail asked for with JavaScript too.
    const scripted = await browser.newContext({
      javaScriptEnabled: true,
      extraHTTPHeaders: { 'x-forwarded-for': '198.18.2.1' },
    });
    await markEngagementPopinsSeen(scripted);
    const withScript = await scripted.newPage();
    await signUp(withScript, email, 'nojs-password-1');
    await withScript.goto('/fr-fr/forgot-password');
    const recovery = withScript.getByTestId('forgot-password-form');
    await expectHydrated(recovery);
    await recovery.locator('[name="email"]').fill(email);
    await recovery.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(withScript.getByTestId('form-success')).toBeVisible({ timeout: 30_000 });

    // Without JavaScript: the reset page reads its id and token from its own URL (the post's Referer).
    await page.goto(pathOf((await latestMail(email, 'password_reset')).link!));
    await page.locator('[name="newPassword"]').fill('nojs-password-2');
    await page.locator('[name="repeatNewPassword"]').fill('nojs-password-2');
    // The reset form's button: the footer's newsletter form has one of its own without a script.
    await page.locator('form:has([name="newPassword"]) button[type="submit"]').click();
    await expect(page).toHaveURL(/\/fr-fr\/account\?section=account_informations$/, { timeout: 20_000 });

    const change = page.getByTestId('password-change-form');
    await change.locator('[name="password"]').fill('nojs-password-2');
    await change.locator('[name="newPassword"]').fill('nojs-password-3');
    await change.locator('[name="repeatNewPassword"]').fill('nojs-password-3');
    await change.getByRole('button', { name: 'Modifier mon mot de passe' }).click();
    // The change is made (its alert is lost without JavaScript on this partly prerendered page,
    // https://github.com/vercel/next.js/issues/97784): the new password opens the account.
    await logIn(withScript, email, 'nojs-password-3');
    await expect(withScript).toHaveURL(/\/fr-fr\/account$/, { timeout: 20_000 });
    await scripted.close();
  });
});
