import type { Locator, Page, TestInfo } from '@playwright/test';
import { datedByToday } from '../visual/shop-states';
import { lowContrastControls } from './contrast';
import {
  backendsOrigin,
  expect,
  expectAccessible,
  expectHydrated,
  fillSignUp,
  logIn,
  test,
  type OutboxMail,
} from './support';

/**
 * What shoppers do, walked end to end from a first visit; together the journeys cover fr-fr, es-eu,
 * ja-jp and en-uk at 390, 1024 and 1440 px. At every step the page must be usable as it stands: one
 * prompt at most, the header's parts apart, nothing wider than the window, the header's controls and
 * the step's main action at 3:1 or more; each step's screenshot is kept with the results.
 */

type Walk = { locale: 'fr-fr' | 'es-eu' | 'ja-jp' | 'en-uk'; width: 390 | 1024 | 1440 };

const heightOf = (width: number) => (width === 390 ? 844 : 900);

// Journeys of many pages on a shared machine; each test is its own client address, as a shopper is.
test.describe.configure({ timeout: 180_000 });
// A step that cannot be taken fails the journey where it stands, not at the journey's end.
test.use({ actionTimeout: 20_000 });
let clientNumber = 0;
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `198.18.9.${++clientNumber}` });
});

/** What every step of every journey keeps true, then a screenshot of it. */
async function step(page: Page, testInfo: TestInfo, name: string, mainAction?: Locator) {
  await page.waitForLoadState('domcontentloaded');
  // One prompt at a time (docs/adr/0021): the consent banner, a dialog or a pop-in.
  const prompts = page.locator(
    'dialog[open]:visible, [role="dialog"]:visible, [role="alertdialog"]:visible, [data-testid="consent-banner"]:visible',
  );
  expect(await prompts.count(), `${name}: prompts on screen`).toBeLessThanOrEqual(1);
  // Nothing wider than the window: a shopper never scrolls sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name}: horizontal overflow`).toBeLessThanOrEqual(0);
  // The header bar's own parts never overlap: its links, logo and buttons.
  const bar = page.locator('[data-shell-header]');
  // Under an open dialog (the cart panel) the header waits behind it: only its bar at rest is measured.
  if ((await bar.isVisible()) && (await prompts.count()) === 0) {
    const items = bar.locator(
      ':scope > div > div nav > ul > li > :is(a, button):visible, :scope > div > a:visible, :scope > div > nav > :visible',
    );
    const boxes = (await Promise.all((await items.all()).map((item) => item.boundingBox()))).filter(
      (box): box is NonNullable<typeof box> => box !== null && box.width > 0,
    );
    for (const [index, a] of boxes.entries())
      for (const b of boxes.slice(index + 1)) {
        const apart =
          a.x + a.width <= b.x + 1 ||
          b.x + b.width <= a.x + 1 ||
          a.y + a.height <= b.y + 1 ||
          b.y + b.height <= a.y + 1;
        expect(apart, `${name}: header items overlap`).toBe(true);
      }
  }
  // Controls a shopper can read (3:1 against their background): the header's, the step's own.
  const header = page.locator('[data-shell-header] :is(a, button):visible');
  const controls = mainAction ? header.or(mainAction) : header;
  expect(await lowContrastControls(controls, 3), `${name}: controls under 3:1`).toEqual([]);
  const path = testInfo.outputPath(`${String(testInfo.attachments.length + 1).padStart(2, '0')}-${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/**
 * A journey's last step against its reviewed baseline (walks.spec.ts-snapshots/), with the visual
 * suite's tolerance (tests/visual/visual.spec.ts). One per journey: each step's would cost minutes of CI.
 * What a run types anew (an e-mail with the time in it) and what follows the day are masked.
 */
async function expectAsReviewed(page: Page, mask: Locator[] = []) {
  await expect(page).toHaveScreenshot({
    animations: 'disabled',
    caret: 'hide',
    mask: [...mask, ...datedByToday(page)],
    maxDiffPixelRatio: 0.02,
    threshold: 0.3,
  });
}

/** A first visit: the consent banner comes first, alone; the shopper accepts. */
async function firstVisit(page: Page, testInfo: TestInfo, walk: Walk, path = `/${walk.locale}`) {
  await page.setViewportSize({ width: walk.width, height: heightOf(walk.width) });
  await page.goto(path, { waitUntil: 'networkidle' });
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  await step(page, testInfo, 'first-visit', banner.getByRole('button'));
  await expectAccessible(page);
  await banner.getByRole('button').first().click();
  await expect(banner).toBeHidden();
}

/** A client of long standing (backends/seed/data/customers.ts): fulfilled orders she can return from. */
const loyalClient = { email: 'elise.moreau@example.fr', password: 'maison-elise-2026' };
/** A fulfilled order of hers that no other spec returns from. */
const orderToReturn = '#2008';

const buyers: (Walk & { signedIn?: true })[] = [
  { locale: 'fr-fr', width: 390 },
  { locale: 'es-eu', width: 1024, signedIn: true },
  { locale: 'en-uk', width: 1440 },
];

test.describe('buy: a listing filtered, a product, the cart, the hosted checkout, paid', () => {
  for (const walk of buyers) {
    test(`${walk.locale} at ${walk.width} px${walk.signedIn ? ', signed in' : ''}`, async ({
      page,
    }, testInfo) => {
      const listingPath = `/${walk.locale}/fashion/dresses`;
      if (walk.signedIn) {
        await firstVisit(page, testInfo, walk, `/${walk.locale}/login`);
        await logIn(page, loyalClient.email, loyalClient.password, `/${walk.locale}/login`);
        await expect(page).toHaveURL(new RegExp(`/${walk.locale}/account`));
        await page.goto(listingPath);
      } else {
        await firstVisit(page, testInfo, walk, listingPath);
      }
      await step(page, testInfo, 'listing');
      // A filter chosen in the listing's own panel (a phone folds each facet): black, the dress's colour.
      const listing = page.getByTestId('collection-listing').filter({ visible: true });
      const black = listing.locator('input[type="checkbox"][value="black"]');
      const filters = listing.locator('details:has(input[type="checkbox"][value="black"])');
      if (!(await filters.evaluate((details: HTMLDetailsElement) => details.open)))
        await filters.locator('summary').first().click();
      if (!(await black.isVisible()))
        await listing.locator('div:has(> fieldset input[value="black"]) > h3 button').click();
      await black.check();
      await expect(page).toHaveURL(/filter\.v\.option\.color=black/);
      await step(page, testInfo, 'filtered', listing.locator('label:has(input[value="black"])'));
      // The panel covers the cards (the whole screen on a phone, with its close button): closed, the
      // choice stays.
      const close = filters.locator('section button[aria-label]').first();
      await ((await close.isVisible()) ? close : filters.locator('summary').first()).click();
      await expect(filters).not.toHaveAttribute('open');
      const card = page
        .locator(`main a[href="/${walk.locale}/fashion/product/silk-wrap-dress"]:visible`)
        .first();
      await card.scrollIntoViewIfNeeded();
      await card.click();
      await expect(page).toHaveURL(new RegExp(`/${walk.locale}/fashion/product/silk-wrap-dress`));
      await expectHydrated(page.getByTestId('add-to-cart'));
      await step(page, testInfo, 'product', page.getByTestId('add-to-cart'));

      await page.getByTestId('add-to-cart').click();
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await page.getByTestId('cart-button').click();
      const panel = page.getByRole('dialog').filter({ has: page.getByTestId('cart-lines') });
      await expect(panel).toBeVisible();
      const line = panel.getByTestId('cart-line').first();
      await line.getByTestId('quantity-increase').click();
      await expect(line.getByTestId('quantity-input')).toHaveValue('2');
      await expect(page.getByTestId('cart-count')).toHaveText('2');
      // A gift message, kept on the cart (spec §3).
      await panel.locator('details:has(textarea[name="message"]) > summary').click();
      await panel.locator('textarea[name="message"]').fill('Pour toi ✦');
      await panel.getByTestId('gift-message-save').click();
      await expect(page.getByTestId('cart-count')).toHaveText('3');
      await step(page, testInfo, 'cart', panel.getByTestId('checkout'));
      await expectAccessible(page);

      await panel.getByTestId('checkout').click();
      await page.locator('[name="email"]').fill(`walk-${Date.now()}@example.com`);
      await page.locator('[name="firstName"]').fill('Camille');
      await page.locator('[name="lastName"]').fill('Durand');
      await page.locator('[name="address1"]').fill('12 rue de Grenelle');
      await page.locator('[name="city"]').fill('Paris');
      await page.locator('[name="zip"]').fill('75007');
      await page.locator('[name="cardNumber"]').fill('4242 4242 4242 4242');
      // The payment form's button; the gift card form beside the summary has its own.
      const pay = page.locator('form:has([name="cardNumber"]) button[type="submit"]');
      await step(page, testInfo, 'checkout', pay);
      await pay.click();
      const confirmation = page.getByRole('status');
      await expect(confirmation).toContainText('#');
      await step(page, testInfo, 'paid');

      // Back in the shop, in the shopper's language, with an empty cart (spec §4).
      await page.locator(`a[href*="/${walk.locale}"]:visible`).first().click();
      await expect(page).toHaveURL(new RegExp(`/${walk.locale}$`));
      await expect(page.getByTestId('cart-count')).toHaveCount(0);
      await step(page, testInfo, 'back-home');
      if (walk.signedIn) await returnFromOrder(page, testInfo, walk);
      await expectAsReviewed(page);
    });
  }
});

/** Signed in, the account's return section: a line of a delivered order sent back (spec §4). */
async function returnFromOrder(page: Page, testInfo: TestInfo, walk: Walk) {
  await page.goto(`/${walk.locale}/account?section=return_product`);
  await page
    .locator('main')
    .getByRole('link', { name: new RegExp(`${orderToReturn}$`) })
    .click();
  const returnForm = page.getByTestId('return-form');
  await expectHydrated(returnForm);
  await returnForm.getByRole('radio').first().check();
  await returnForm.locator('[name="reason"]').selectOption('COLOR');
  const send = returnForm.locator('button[type="submit"]');
  await step(page, testInfo, 'return-form', send);
  await send.click();
  await expect(page).toHaveURL(/section=orders&order=\d+&status=returned/);
  await expect(page.getByTestId('order-returns')).toContainText(`${orderToReturn}-R1`);
  await step(page, testInfo, 'returned');
  await expectAccessible(page);
}

async function mailTo(to: string): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const mails = (await (await fetch(`${backendsOrigin}/__outbox.json`)).json()) as OutboxMail[];
    const mail = mails.find((candidate) => candidate.to === to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${to}`);
}

const members: Walk[] = [
  { locale: 'fr-fr', width: 1440 },
  { locale: 'es-eu', width: 390 },
  { locale: 'en-uk', width: 1024 },
];

test.describe('an account: sign up, the e-mail, sign in, details and an address, sign out', () => {
  for (const walk of members) {
    test(`${walk.locale} at ${walk.width} px`, async ({ page }, testInfo) => {
      const email = `member-${walk.locale}-${Date.now()}@example.com`;
      const password = 'maison-walk-2026';
      await firstVisit(page, testInfo, walk, `/${walk.locale}/register`);
      const form = page.getByTestId('register-form');
      await fillSignUp(form, email, password);
      await step(page, testInfo, 'sign-up', form.locator('button[type="submit"]'));
      await form.locator('button[type="submit"]').click();
      await expect(page.getByTestId('form-success')).toContainText(email);
      await step(page, testInfo, 'signed-up');

      // The e-mail keeps what the page promised: a link, into this locale's shop.
      const mail = await mailTo(email);
      expect(mail.link, 'the e-mail has a link').toBeTruthy();
      const link = new URL(mail.link!);
      expect(link.pathname.startsWith(`/${walk.locale}/`)).toBe(true);
      await logIn(page, email, password, `${link.pathname}${link.search}`);
      await expect(page).toHaveURL(new RegExp(`/${walk.locale}/account`));
      await step(page, testInfo, 'account');

      await page.goto(`/${walk.locale}/account?section=account_informations`);
      const details = page.getByTestId('account-information-form');
      await expectHydrated(details);
      await details.locator('[name="firstName"]').fill('Inès-Marie');
      await details.locator('button[type="submit"]').click();
      await expect(details.getByTestId('form-success')).toBeVisible();
      // What was saved stays on screen.
      await expect(details.locator('[name="firstName"]')).toHaveValue('Inès-Marie');
      await step(page, testInfo, 'details-saved');

      await page.goto(`/${walk.locale}/account?section=address_book&edit=new`);
      const address = page.getByTestId('address-form');
      await expectHydrated(address);
      await address.locator('[name="addressName"]').fill('Atelier');
      await address.locator('[name="firstName"]').fill('Inès');
      await address.locator('[name="lastName"]').fill('Moreau');
      await address.locator('[name="address1"]').fill('9 cours du Médoc');
      await address.locator('[name="zip"]').fill('33300');
      await address.locator('[name="city"]').fill('Bordeaux');
      await address.locator('button[type="submit"]').click();
      await expect(page.getByTestId('addresses')).toContainText('Atelier');
      await step(page, testInfo, 'address-saved');
      await expectAccessible(page);

      // Signing out from the header's account menu, or the account page's own link on a phone.
      const menu = page.getByTestId('account-menu-button');
      if (await menu.isVisible()) {
        await menu.click();
        await page.getByTestId('header-logout').click();
      } else {
        await page.getByTestId('logout').click();
      }
      await expect(page).toHaveURL(new RegExp(`/${walk.locale}/login$`));
      await step(page, testInfo, 'signed-out');
      await expectAsReviewed(page);
    });
  }
});

const writers: Walk[] = [
  { locale: 'ja-jp', width: 390 },
  { locale: 'fr-fr', width: 1024 },
  { locale: 'es-eu', width: 1440 },
];

test.describe('write to the house: the contact form, then the newsletter', () => {
  for (const walk of writers) {
    test(`${walk.locale} at ${walk.width} px`, async ({ page }, testInfo) => {
      await firstVisit(page, testInfo, walk, `/${walk.locale}/contact`);
      const form = page.getByTestId('contact-form');
      await expectHydrated(form);
      // The form stands under its centred heading at every width, not against the window's left edge.
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      const column = await form.boundingBox();
      expect(
        heading && column && Math.abs(heading.x + heading.width / 2 - (column.x + column.width / 2)),
      ).toBeLessThan(2);
      await form.locator('[name="name"]').fill('Anna Martin');
      await form.locator('[name="email"]').fill('anna.martin@example.com');
      await form.locator('[name="subject"]').selectOption({ index: 1 });
      const message = form.locator('[name="message"]');
      await message.fill('Bonjour, où en est ma commande ?');
      // No pop-in opens over a form being filled (docs/adr/0021).
      await page.waitForTimeout(1500);
      await step(page, testInfo, 'contact-filled', form.locator('button[type="submit"]'));
      await form.locator('button[type="submit"]').click();
      await expect(page).toHaveURL(new RegExp(`/${walk.locale}/contact/thank-you$`));
      await step(page, testInfo, 'contact-sent');

      const newsletter = page.getByTestId('newsletter-form-footer');
      await newsletter.scrollIntoViewIfNeeded();
      await expectHydrated(newsletter);
      await newsletter.locator('[name="email"]').fill(`letters-${Date.now()}@example.com`);
      await newsletter.locator('input[type="checkbox"]').first().check();
      await newsletter.locator('button[type="submit"]').click();
      await expect(newsletter.getByRole('status')).not.toBeEmpty();
      await step(page, testInfo, 'newsletter');
      await expectAccessible(page);
      await expectAsReviewed(page, [newsletter.locator('[name="email"]')]);
    });
  }
});

const readers: Walk[] = [
  { locale: 'es-eu', width: 390 },
  { locale: 'ja-jp', width: 1024 },
  { locale: 'en-uk', width: 1440 },
];

test.describe('a campaign landing read to the end', () => {
  for (const walk of readers) {
    test(`${walk.locale} at ${walk.width} px`, async ({ page }, testInfo) => {
      await firstVisit(page, testInfo, walk, `/${walk.locale}/campaign/fragrance/rose-absolue`);
      const bar = page.getByTestId('landing-navigation');
      await expectHydrated(bar);
      await step(page, testInfo, 'landing-top');
      const footer = page.locator('footer').first();
      for (let scrolled = 0; scrolled < 40; scrolled += 1) {
        const atEnd = await page.evaluate(
          () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
        );
        if (atEnd) break;
        await page.mouse.wheel(0, 700);
        await page.waitForTimeout(100);
        // Through the campaign, the anchor bar stays on screen to go to another section.
        if (scrolled === 3) {
          await expect(bar).toBeInViewport();
          await step(page, testInfo, 'landing-middle');
        }
      }
      // Pictures fetched as they came into view can still move the page's end: the walk ends where the
      // scroll comes to rest once nothing more loads.
      await page.waitForLoadState('networkidle');
      await expect
        .poll(() =>
          page.evaluate(() => {
            const end = document.documentElement.scrollHeight;
            window.scrollTo(0, end);
            return window.scrollY + window.innerHeight >= end - 2;
          }),
        )
        .toBe(true);
      await expect(footer).toBeInViewport();
      await step(page, testInfo, 'landing-end');
      await expectAsReviewed(page);
    });
  }
});

test.describe('where the market does not sell: a product, then the stores that carry it', () => {
  for (const walk of [{ locale: 'ja-jp', width: 1440 }] as const) {
    test(`${walk.locale} at ${walk.width} px`, async ({ page }, testInfo) => {
      await firstVisit(page, testInfo, walk, `/${walk.locale}/fashion/product/silk-wrap-dress`);
      await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
      await step(page, testInfo, 'product');
      await page.locator(`main a[href="/${walk.locale}/store-locator"]:visible`).first().click();
      await expect(page).toHaveURL(new RegExp(`/${walk.locale}/store-locator$`));
      await step(page, testInfo, 'stores');
      await expectAsReviewed(page);
    });
  }
});
