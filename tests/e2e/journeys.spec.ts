import type { Page } from '@playwright/test';
import {
  storefrontCall,
  chooseConsent,
  expect,
  expectAccessible,
  expectHydrated,
  logInWithToken,
  test,
} from './support';
import {
  boxOf,
  channels,
  contrastOfLuminances,
  contrastRatio,
  horizontalGap,
  lightestLuminanceBehind,
  luminance,
} from './measure';

/**
 * Whole journeys as shoppers walk them, at every width, signed in and out, in four languages. Each
 * block is a defect a shopper met, checked where it showed.
 */

const widths = { phone: 390, tablet: 1024, desktop: 1440 } as const;

test.beforeEach(async ({ context }) => {
  await chooseConsent(context, { analytics: false });
});

async function atWidth(page: Page, width: number, height = 900) {
  await page.setViewportSize({ width, height });
}

test.describe('campaign landings keep their anchor bar on screen (spec §2.3)', () => {
  for (const path of [
    '/fr-fr/campaign/fashion/spring-summer-2026',
    '/fr-fr/campaign/fragrance/rose-absolue',
  ]) {
    for (const width of Object.values(widths)) {
      test(`${path} at ${width} px`, async ({ page }) => {
        await atWidth(page, width, 800);
        await page.goto(path, { waitUntil: 'networkidle' });
        const bar = page.getByTestId('landing-navigation');
        await expectHydrated(bar);
        await page.mouse.wheel(0, 1500);
        await expect(page.locator('html')).toHaveAttribute('data-header-hidden', 'true');
        // The header slides away (0.5 s); the bar takes its place at the top and stays there.
        await expect.poll(async () => (await boxOf(bar)).y, { timeout: 5000 }).toBeCloseTo(0, 0);
        await page.mouse.wheel(0, 1500);
        await expect.poll(async () => (await boxOf(bar)).y).toBeCloseTo(0, 0);
        await page.mouse.wheel(0, -300);
        await expect(page.locator('html')).toHaveAttribute('data-header-hidden', 'false');
        // Back under the header once it has slid in, still on screen.
        const header = page.locator('header').first();
        await expect.poll(async () => (await boxOf(header)).y).toBe(0);
        const { height } = await boxOf(header);
        await expect.poll(async () => Math.abs((await boxOf(bar)).y - height)).toBeLessThanOrEqual(1);
      });
    }
  }
});

test.describe('the header keeps its parts apart, its logo centred (spec §2.3)', () => {
  for (const signedIn of [false, true]) {
    for (const locale of ['fr-fr', 'es-eu']) {
      test(`${locale}, ${signedIn ? 'signed in' : 'signed out'}, 1024 to 1440 px`, async ({ page }) => {
        if (signedIn) await logInWithToken(page, 'demo@maison.example', 'maison-demo-2026');
        await page.goto(`/${locale}`, { waitUntil: 'networkidle' });
        const header = page.locator('header').first();
        const account = header.getByTestId(signedIn ? 'account-menu-button' : 'account-link');
        await expect(account).toBeVisible();
        for (const width of [1024, 1100, 1280, 1440]) {
          await atWidth(page, width);
          // Every visible item of the bar (header > div), left to right: the main links, the logo, then
          // the utility links, search, account and cart.
          const items = header.locator(
            ':scope > div > div nav > ul > li > :is(a, button):visible, :scope > div > a, :scope > div > nav > :visible',
          );
          const boxes = await Promise.all((await items.all()).map((item) => boxOf(item)));
          expect(boxes.length, `items at ${width} px`).toBeGreaterThan(5);
          const sorted = boxes.toSorted((a, b) => a.x - b.x);
          for (let index = 1; index < sorted.length; index += 1)
            expect(
              horizontalGap(sorted[index - 1]!, sorted[index]!),
              `gap before item ${index} at ${width} px`,
            ).toBeGreaterThanOrEqual(12);
          const logo = await boxOf(header.getByRole('link', { name: /Maison Aurèle/ }));
          expect(Math.abs(logo.x + logo.width / 2 - width / 2), `logo centre at ${width} px`).toBeLessThan(3);
          // The account part on one line: as tall as a line of the bar, not two.
          expect((await boxOf(account)).height, `account at ${width} px`).toBeLessThanOrEqual(48);
        }
      });
    }
  }
});

test.describe('contrast of what a shopper must read and press', () => {
  for (const locale of ['fr-fr', 'es-eu', 'ja-jp', 'en-us']) {
    test(`the footer's subscribe button and required asterisk (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}`, { waitUntil: 'networkidle' });
      const newsletter = page.getByTestId('footer-newsletter');
      await newsletter.scrollIntoViewIfNeeded();
      const button = newsletter.getByRole('button', { name: /.+/ }).last();
      await expect(button).toBeVisible();
      const footer = await page
        .getByTestId('footer')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
      const { background, color } = await button.evaluate((element) => getComputedStyle(element));
      // A control's boundary against its background: WCAG 1.4.11, 3:1; its label against itself, 4.5:1.
      expect(contrastRatio(background, footer), 'button against the footer').toBeGreaterThanOrEqual(3);
      expect(contrastRatio(color, background), 'button label').toBeGreaterThanOrEqual(4.5);
      const asterisk = newsletter.locator('label [aria-hidden="true"]').first();
      const asteriskColor = await asterisk.evaluate((element) => getComputedStyle(element).color);
      expect(contrastRatio(asteriskColor, footer), 'required asterisk').toBeGreaterThanOrEqual(4.5);
    });
  }

  for (const width of Object.values(widths)) {
    test(`the home hero heading stands out from its photograph (${width} px)`, async ({ page }) => {
      await atWidth(page, width);
      await page.goto('/fr-fr', { waitUntil: 'networkidle' });
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const text = luminance(channels(await heading.evaluate((element) => getComputedStyle(element).color)));
      expect(contrastOfLuminances(text, await lightestLuminanceBehind(heading))).toBeGreaterThanOrEqual(4.5);
    });
  }
});

const newCustomerPassword = 'journey-password-1';

/** A new customer of the local Storefront, logged in by token (no form, no rate limit in the way). */
async function newCustomer(page: Page): Promise<string> {
  const email = `journey-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = newCustomerPassword;
  const response = await storefrontCall(
    `mutation ($input: CustomerCreateInput!) { customerCreate(input: $input) { customer { id } } }`,
    { input: { email, password, firstName: 'Inès', lastName: 'Garnier' } },
  );
  expect(response.ok).toBe(true);
  await logInWithToken(page, email, password);
  return email;
}

test.describe('after any answer of the server, a form shows what the server holds', () => {
  test('saved account details stay on screen, refused ones stay as typed', async ({ page }) => {
    await newCustomer(page);
    await page.goto('/fr-fr/account?section=account_informations');
    const form = page.getByTestId('account-information-form');
    await expectHydrated(form);
    const birthday = form.locator('[name="birthday"]');
    const save = form.getByRole('button', { name: 'Enregistrer' });

    await birthday.fill('1986-07-14');
    await form.locator('[name="gender"]').selectOption('other');
    await save.click();
    await expect(page.getByTestId('form-success')).toHaveText('Vos modifications ont été enregistrées.');
    await expect(birthday).toHaveValue('1986-07-14');
    await expect(form.locator('[name="gender"]')).toHaveValue('other');

    // A second save, from the values on screen: still what was saved, not the page's first values.
    await birthday.fill('1987-08-15');
    // The first save's alert is still there: the answer to this one is its own POST.
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      save.click(),
    ]);
    await expect(page.getByTestId('form-success')).toBeVisible();
    await expect(birthday).toHaveValue('1987-08-15');
    await page.reload();
    await expect(birthday).toHaveValue('1987-08-15');

    // A refusal of the provider (an e-mail another customer has): what was typed stays to be corrected.
    // A new address is only asked for with the current password (ASVS 5.0 level 2).
    await expectHydrated(form);
    await form.locator('[name="email"]').fill('demo@maison.example');
    await form.locator('[name="password"]').fill(newCustomerPassword);
    await birthday.fill('1988-09-16');
    await save.click();
    await expect(form.locator('[name="email"]')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('[name="email"]')).toHaveValue('demo@maison.example');
    await expect(birthday).toHaveValue('1988-09-16');
    await expectAccessible(page);
  });

  test('the stock-alert form keeps the e-mail it registered', async ({ page }) => {
    const email = `stock-journey-${Date.now()}@example.com`;
    await page.goto('/fr-fr/fashion/product/silk-wrap-dress', { waitUntil: 'networkidle' });
    await page.getByTestId('stock-alert-toggle').click();
    const form = page.locator('form', { has: page.getByRole('button', { name: "M'avertir" }) });
    const item = form.locator('select[name="variantId"]');
    const chosen = await item.locator('option').last().getAttribute('value');
    await item.selectOption(chosen!);
    await form.locator('[name="email"]').fill(email);
    await form.getByRole('button', { name: "M'avertir" }).click();
    await expect(page.getByTestId('stock-alert-status')).toContainText(email);
    await expect(form.locator('[name="email"]')).toHaveValue(email);
    await expect(item).toHaveValue(chosen!);
    await expectAccessible(page);
  });
});
