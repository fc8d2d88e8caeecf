import type { Page } from '@playwright/test';
import { contestsPopinDelayMs } from '@/lib/contests';
import { marketCookies } from '@/lib/market-preference';
import { marketBannerDelayMs } from '@/lib/market-prompts';
import type { Prompt } from '@/lib/prompts';
import {
  chooseConsent,
  expect,
  expectAccessible,
  expectHydrated,
  markEngagementPopinsSeen,
  test,
} from './support';

/**
 * docs/adr/0021-one-prompt-at-a-time.md: the shell's prompts take turns
 * (consent, market, contests, newsletter), a market prompt stays compact on a phone, and no pop-in
 * opens over a form being filled or on a page whose job is a form. The spec's delays (§9: contests
 * 5000 ms; the market banner's timer) pass on the page's clock, not in waits.
 */

const phone = { width: 390, height: 844 };
/**
 * A market prompt's ceiling on a phone: a fifth of the view (169 px of 844), about the header and the
 * announcement strip together, so that four fifths of the page stay readable above it (the prompts
 * once took far more, docs/adr/0021).
 */
const marketPromptMaxShare = 0.2;

const promptIds = {
  consent: ['consent-banner'],
  market: ['geolocation-popin', 'market-banner', 'market-panel'],
  contests: ['contests-popin'],
  newsletter: ['newsletter-popin'],
} as const;
const allPromptIds = Object.values(promptIds).flat();

/**
 * Resolves once a prompt would show by its own rules (spec §4): waiting in the queue (the page's
 * `data-prompts-waiting`) or, where nothing makes it wait, already on screen.
 */
async function untilWanted(page: Page, prompt: Prompt) {
  const onScreen = promptIds[prompt].map((id) => `[data-testid="${id}"]`).join(', ');
  await expect(
    page.locator(`html[data-prompts-waiting~="${prompt}"]`).or(page.locator(onScreen)).first(),
  ).toBeAttached({ timeout: 15_000 });
}

/** This prompt on screen, and no other. */
async function expectAlone(page: Page, testId: (typeof allPromptIds)[number]) {
  await expect(page.getByTestId(testId)).toBeVisible({ timeout: 15_000 });
  for (const other of allPromptIds)
    if (other !== testId) await expect(page.getByTestId(other), `${other} beside ${testId}`).toBeHidden();
}

async function expectNoPrompt(page: Page, where: string) {
  for (const id of allPromptIds) await expect(page.getByTestId(id), `${id} on ${where}`).toBeHidden();
}

async function shareOfPhoneHeight(page: Page, testId: string): Promise<number> {
  const box = await page.getByTestId(testId).boundingBox();
  return box!.height / phone.height;
}

test.describe('one prompt at a time (issue 31 defect 3)', () => {
  test.use({ viewport: phone, extraHTTPHeaders: { 'x-visitor-country': 'DE' } });

  test('a first visit on a phone from Germany in fr-fr: consent alone, then the market prompt alone and compact, then the contests pop-in, then the newsletter pop-in', async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    await page.clock.install();
    await page.goto('/fr-fr');
    // Germany is en-eu's: the geolocation prompt would show (spec §2.3), and the contests pop-in once
    // its 5000 ms have passed (spec §9); the consent banner asks first, alone.
    await expect(page.getByTestId('consent-banner')).toBeVisible();
    await untilWanted(page, 'market');
    await page.clock.fastForward(contestsPopinDelayMs);
    await untilWanted(page, 'contests');
    await expectAlone(page, 'consent-banner');
    await expectAccessible(page);

    await page.getByTestId('consent-banner').getByRole('button', { name: 'Tout accepter' }).click();
    await expectAlone(page, 'geolocation-popin');
    const market = page.getByTestId('geolocation-popin');
    await expect(market.getByLabel('Pays')).toHaveValue('DE');
    expect(await shareOfPhoneHeight(page, 'geolocation-popin')).toBeLessThanOrEqual(marketPromptMaxShare);
    await expectAccessible(page);

    await market.getByRole('button', { name: 'Rester sur France (Français)' }).click();
    await expectAlone(page, 'contests-popin');
    await expectAccessible(page);
    await page.getByTestId('contests-popin').getByRole('button', { name: 'Fermer' }).click();

    // The newsletter pop-in's sentinel leaves the view (spec §4).
    await page.mouse.wheel(0, 1200);
    await expectAlone(page, 'newsletter-popin');
    await expectAccessible(page);
  });
});

test.describe('a compact market banner (issue 31 defect 3)', () => {
  // Germany is en-eu's: a visitor who answered the geolocation pop-in by staying on fr-fr gets the
  // banner once (spec §4).
  test.use({ viewport: phone, extraHTTPHeaders: { 'x-visitor-country': 'DE' } });

  test('the market banner keeps under a fifth of a phone’s height', async ({ page, context }) => {
    await chooseConsent(context, { analytics: false });
    await context.addCookies([
      { name: 'GEOLOCATION_POPIN_ACCEPTED', value: '1', url: test.info().project.use.baseURL! },
    ]);
    await page.clock.install();
    await page.goto('/fr-fr');
    // It shows once its sentinel has left the view and its timer has fired (spec §4).
    await page.mouse.wheel(0, 800);
    await page.clock.fastForward(marketBannerDelayMs);
    await expectAlone(page, 'market-banner');
    expect(await shareOfPhoneHeight(page, 'market-banner')).toBeLessThanOrEqual(marketPromptMaxShare);
    await expectAccessible(page);
  });
});

test.describe('a visitor at home in the market', () => {
  // France is fr-fr's: nothing asks this visitor whether they shop from another country.
  test.use({ viewport: phone, extraHTTPHeaders: { 'x-visitor-country': 'FR' } });

  test('a visitor from France on fr-fr gets no market prompt, past the banner’s timer and scroll', async ({
    page,
    context,
  }) => {
    await chooseConsent(context, { analytics: false });
    await page.clock.install();
    await page.goto('/fr-fr');
    await page.mouse.wheel(0, 800);
    await page.clock.fastForward(marketBannerDelayMs);
    // The islands have decided (data-market-prompt on <html>): no prompt at all.
    await expect(page.locator('html')).toHaveAttribute('data-market-prompt', 'none', { timeout: 15_000 });
    for (const id of promptIds.market) await expect(page.getByTestId(id)).toHaveCount(0);
    await expect(page.getByText('depuis un autre pays')).toHaveCount(0);
  });
});

test.describe('no pop-in over a form (issue 31 defect 4)', () => {
  test.beforeEach(async ({ context }) => {
    await context.clearCookies();
    await chooseConsent(context, { analytics: false });
  });

  test('while a field of the footer’s sign-up has focus the contests pop-in waits past its 5000 ms; once the field is left, it opens', async ({
    page,
    context,
  }) => {
    // Only the contests pop-in is in play: this visitor has closed the newsletter pop-in already.
    await context.addCookies([
      { name: 'NEWSLETTER_POPIN_ATTEMPTS', value: '1', url: test.info().project.use.baseURL! },
    ]);
    await page.clock.install();
    await page.goto('/fr-fr');
    await page.getByTestId('footer-newsletter').scrollIntoViewIfNeeded();
    const form = page.getByTestId('newsletter-form-footer');
    const email = form.getByLabel('E-mail');
    // The form loads as it comes near the view (client/newsletter/LazyNewsletterForm): typed once it is there.
    await expectHydrated(email);
    await email.fill('nina@example.com');
    await expect(email).toBeFocused();
    await page.clock.fastForward(contestsPopinDelayMs);
    await untilWanted(page, 'contests');
    await expectNoPrompt(page, 'the home page with a field in use');
    await form.getByRole('button', { name: "S'inscrire" }).click({ trial: true });

    await email.blur();
    await expectAlone(page, 'contests-popin');
  });

  test('while the search field has focus the newsletter pop-in waits, though its sentinel has left the view; once the field is left, it opens', async ({
    page,
  }) => {
    await page.goto('/fr-fr/search');
    const combobox = page.getByRole('main').getByRole('combobox', { name: 'Rechercher dans la boutique' });
    await expectHydrated(combobox);
    await combobox.click();
    await combobox.pressSequentially('ro');
    await page.mouse.wheel(0, 1200);
    await untilWanted(page, 'newsletter');
    await expect(combobox).toBeFocused();
    await expectNoPrompt(page, '/fr-fr/search with its field in use');

    await combobox.blur();
    await expectAlone(page, 'newsletter-popin');
  });

  test('on /fr-fr/contact the newsletter pop-in never opens, a field focused or not; Send stays clickable', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/fr-fr/contact');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Nom').fill('Anna Martin');
    await form.getByLabel('Votre message').fill('Mon colis n’est pas arrivé.');
    await page.mouse.wheel(0, 600);
    await untilWanted(page, 'newsletter');
    await page.clock.fastForward(contestsPopinDelayMs);
    await expectNoPrompt(page, '/fr-fr/contact with a field focused');
    await form.getByRole('button', { name: 'Envoyer' }).click({ trial: true });

    await form.getByLabel('Votre message').blur();
    await page.clock.fastForward(contestsPopinDelayMs);
    await expectNoPrompt(page, '/fr-fr/contact');
    await form.getByRole('button', { name: 'Envoyer' }).click({ trial: true });
  });

  for (const path of [
    '/fr-fr/account',
    '/fr-fr/login',
    '/fr-fr/login-account',
    '/fr-fr/register',
    '/fr-fr/register-account',
    '/fr-fr/forgot-password',
    '/fr-fr/reset-password',
    '/fr-fr/enable-account',
    '/fr-fr/cart',
  ])
    test(`no pop-in on ${path}, a form page, for a visitor from Germany`, async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'x-visitor-country': 'DE' });
      await page.goto(path);
      await untilWanted(page, 'market');
      await page.mouse.wheel(0, 1200);
      await untilWanted(page, 'newsletter');
      await expectNoPrompt(page, path);
    });
});

/**
 * How far the focused control's box reaches under a bar fixed at the bottom (px, ≤ 0 when clear); a
 * control taller than the room above the bar counts as clear when its top is above the bar. Null when
 * the focus is in the bar itself, in a dialog, or on nothing.
 */
function focusUnderBar(page: Page, barTestId: string): Promise<number | null> {
  return page.evaluate((testId) => {
    const bar = document.querySelector(`[data-testid="${testId}"]`);
    const focused = document.activeElement;
    if (!bar || !focused || focused === document.body || bar.contains(focused) || focused.closest('dialog'))
      return null;
    const box = focused.getBoundingClientRect();
    const cover = bar.getBoundingClientRect();
    if (box.right <= cover.left || box.left >= cover.right) return 0;
    return box.height > cover.top ? box.top - cover.top : box.bottom - cover.top;
  }, barTestId);
}

test.describe('a bottom bar never covers the focus (WCAG 2.4.11 focus not obscured)', () => {
  test.use({ viewport: phone, extraHTTPHeaders: { 'x-visitor-country': 'FR' } });

  // On a first phone visit the consent banner spans the view's width at its bottom: it covered the
  // focused hero link entirely. Each control reached with Tab, the hero's among them, is now clear.
  test('on a first phone visit every control reached with Tab is clear of the consent banner', async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    await page.goto('/fr-fr');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await expectHydrated(banner);
    const main = page.locator('main');
    let reachedMain = 0;
    for (let step = 0; step < 40 && reachedMain < 6; step += 1) {
      await page.keyboard.press('Tab');
      // The browser scrolls to the focus, the page a frame later if the browser left it under the bar.
      await expect
        .poll(async () => (await focusUnderBar(page, 'consent-banner')) ?? 0, { message: `Tab ${step + 1}` })
        .not.toBeGreaterThan(0);
      if (await main.evaluate((element) => element.contains(document.activeElement))) reachedMain += 1;
    }
    expect(reachedMain, 'controls of the page reached').toBeGreaterThan(0);
    await expect(banner).toBeVisible();
  });

  test('the page lends the banner its height while it asks, and takes it back once answered', async ({
    page,
    context,
  }) => {
    await context.clearCookies();
    await page.goto('/fr-fr');
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    const room = () =>
      page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom));
    const bannerHeight = (await banner.boundingBox())!.height;
    await expect.poll(room).toBeGreaterThanOrEqual(bannerHeight);
    await banner.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(room).toBe(0);
  });
});

test.describe('Escape closes a market prompt (spec §2.3: the pop-in manager closes on Escape)', () => {
  test.use({ viewport: phone, extraHTTPHeaders: { 'x-visitor-country': 'DE' } });

  test.beforeEach(async ({ context }) => {
    await context.clearCookies();
    await chooseConsent(context, { analytics: false });
    await markEngagementPopinsSeen(context);
  });

  test('with the focus in the geolocation prompt: it closes, accepted, and the focus goes back where it was', async ({
    page,
    context,
  }) => {
    await page.goto('/fr-fr');
    const market = page.getByTestId('geolocation-popin');
    await expectAlone(page, 'geolocation-popin');
    const before = page.locator('main a[href]').first();
    await before.focus();
    await market.getByLabel('Pays').focus();
    await page.keyboard.press('Escape');
    await expect(market).toBeHidden();
    await expect(before).toBeFocused();
    // Escape is its way out, as "stay" is (spec §7.4: accepted for 365 days).
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === marketCookies.geolocationAccepted)?.value).toBe('1');
  });

  test('with the focus on the page: it closes and the focus stays', async ({ page }) => {
    await page.goto('/fr-fr');
    const market = page.getByTestId('geolocation-popin');
    await expectAlone(page, 'geolocation-popin');
    const link = page.locator('main a[href]').first();
    await link.focus();
    await page.keyboard.press('Escape');
    await expect(market).toBeHidden();
    await expect(link).toBeFocused();
  });
});
