import type { Page } from '@playwright/test';
import { botCheckToken, expect, expectAccessible, test } from './support';

/** The page blocks of spec §2.2, by Slice Machine id (the content contract). */
const sliceTypes = [
  'hero',
  'accordion',
  'product_slider',
  'product_grid',
  'push_blocks',
  'lookbook_grid',
  'testimonial',
  'video_player',
  'rich_text',
  'parcel_tracking',
  'return_widget',
  'gift_card_balance',
  'quiz',
  'fragrance_campaign_story',
  'fashion_campaign_looks',
];

async function expectEverySlice(page: Page) {
  for (const type of sliceTypes) {
    const entry = page.locator(`[data-ui-slice="${type}"]`);
    await expect(entry.first(), type).toBeVisible();
    // Each entry is headed by the slice's name, and the slice itself rendered (not the unknown-slice fallback).
    await expect(entry.first().getByRole('heading', { level: 2 }).first(), type).toBeVisible();
    await expect(entry.first().locator(`[data-slice-type="${type}"]`), type).toHaveCount(1);
  }
}

test.describe('component library (/ui)', () => {
  test('en-ww shows every slice in every variation, each under its name', async ({ page }) => {
    const response = await page.goto('/ui', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    // The library_ui document's title is the page's one h1; the examples' headings start at h2.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Component library');
    await expectEverySlice(page);
    for (const name of ['PushBlocks', 'LookbookGrid', 'ParcelTracking'])
      await expect(page.getByRole('heading', { name: new RegExp(`^${name}: `) })).toHaveCount(2);
    await expect(page.locator('[data-ui-slice="product_grid"] a').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('fr-fr shows every slice with its interface in French', async ({ page }) => {
    const response = await page.goto('/fr-fr/ui', { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expectEverySlice(page);
    await expect(page.getByRole('button', { name: 'Consulter le solde' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lire la vidéo' })).toBeVisible();
    await expect(page.locator('[data-ui-slice="product_grid"]')).toContainText('€');
    await expectAccessible(page);
  });
});

test.describe('interactive slices by keyboard', () => {
  test.beforeEach(async ({ page }) => {
    // The islands must be hydrated before keys are pressed, or the browser submits the plain form.
    await page.goto('/ui', { waitUntil: 'networkidle' });
  });

  test('accordion items open and close with Enter and Space', async ({ page }) => {
    const accordion = page.locator('[data-slice-type="accordion"]');
    const button = accordion.getByRole('button', { name: 'Can I return a piece?' });
    const panel = accordion.getByText('You have 30 days from delivery');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('the quiz can be completed by keyboard and recommends products', async ({ page }) => {
    const quiz = page.getByTestId('quiz');
    await expect(quiz.getByTestId('quiz-progress')).toHaveText('01 / 03');
    const answers = ['Into a cedar forest', 'In the evening', 'Warm wood'];
    for (const [index, answer] of answers.entries()) {
      const radio = quiz.getByRole('radio', { name: answer });
      await radio.focus();
      await page.keyboard.press('Space');
      await expect(radio).toBeChecked();
      await quiz.getByRole('button', { name: /^(Next|See my result)$/ }).focus();
      await page.keyboard.press('Enter');
      if (index < answers.length - 1)
        await expect(quiz.getByTestId('quiz-progress')).toHaveText(`0${index + 2} / 03`);
    }
    const result = quiz.getByTestId('quiz-result');
    await expect(quiz.getByRole('heading', { name: 'Your fragrances' })).toBeFocused();
    // Santal Noir got three votes: it comes first.
    await expect(result.getByRole('link').first()).toContainText('Santal Noir');
    await quiz.getByRole('button', { name: 'Start again' }).press('Enter');
    await expect(quiz.getByTestId('quiz-progress')).toHaveText('01 / 03');
  });

  test('the gift card checker shows a balance, and an error for an unknown code', async ({ page }) => {
    const form = page.getByTestId('gift-card-form');
    const code = form.getByLabel('Gift card code');
    await code.fill('gift-2026-demo-0001');
    await code.press('Enter');
    const result = form.getByTestId('gift-card-result');
    await expect(result).toContainText('€150');
    await expect(result).toContainText('Valid until March 31, 2028');
    await code.fill('GIFT-0000-NONE-0000');
    // Submitted with the button: the focus comes back to the field in error (spec §5), not the button.
    await form.getByRole('button', { name: 'Check the balance' }).click();
    await expect(form.getByRole('status')).toContainText('We could not find a gift card with this code');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toBeFocused();
    await expect(result).toHaveCount(0);
  });

  test('the video plays and pauses from its keyboard controls, never by itself', async ({ page }) => {
    const player = page.getByTestId('video-player');
    const video = player.locator('video');
    expect(await video.evaluate((element: HTMLVideoElement) => element.autoplay || !element.paused)).toBe(
      false,
    );
    const play = player.getByRole('button', { name: 'Play the video' });
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(player.getByRole('button', { name: 'Pause the video' })).toBeFocused();
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeGreaterThan(0);
    await page.keyboard.press('Space');
    await expect(player.getByRole('button', { name: 'Play the video' })).toBeVisible();
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  });
});

test('the gift card block asks for what its form has: one code (issue 31, defect 14)', async ({ page }) => {
  const texts = {
    'fr-fr': 'Saisissez le code imprimé au dos de votre carte cadeau pour connaître son solde.',
    'es-eu': 'Introduzca el código impreso en el reverso de su tarjeta regalo para consultar su saldo.',
    'ja-jp': 'ギフトカード裏面のコードをご入力いただくと、残高を確認できます。',
    'en-uk': 'Enter the code printed on the back of your gift card to see what is left on it.',
  };
  for (const [locale, text] of Object.entries(texts)) {
    await page.goto(`/${locale}/client-services`);
    const form = page.getByTestId('gift-card-form');
    const block = page.locator('section', { has: form });
    await expect(block, locale).toContainText(text);
    await expect(form.getByRole('textbox'), locale).toHaveCount(1);
  }
});

test('the gift card balance API names the problem (spec §7.2)', async ({ request }) => {
  const token = () => botCheckToken(request, 'gift_card_balance');
  const ok = await request.post('/api/gift-card-balance/', {
    data: { code: 'GIFT-2026-DEMO-0001', token: await token() },
  });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({
    balance: { amount: '150.0', currencyCode: 'EUR' },
    expiresOn: '2028-03-31',
  });
  const unknown = await request.post('/api/gift-card-balance/', {
    data: { code: 'GIFT-0000-NONE-0000', token: await token() },
  });
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ code: 'NOT_FOUND', field: 'code' });
  const disabled = await request.post('/api/gift-card-balance/', {
    data: { code: 'GIFT-2026-DSBL-0003', token: await token() },
  });
  expect(disabled.status()).toBe(404);
  const invalid = await request.post('/api/gift-card-balance/', {
    data: { card: 'x', token: await token() },
  });
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toMatchObject({ code: 'INVALID', field: 'code' });
});

test('the slice simulator sends a state Slice Machine did not write to the bare simulator', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('JSON')) errors.push(message.text());
  });
  await page.goto('/slice-simulator?state=%7B');
  await expect(page).toHaveURL(/\/slice-simulator$/);
  // The adapter's own notice for a simulator opened outside Slice Machine, not the error page.
  await expect(page.getByText('Slice Machine', { exact: false }).first()).toBeVisible();
  expect(errors).toEqual([]);
});
