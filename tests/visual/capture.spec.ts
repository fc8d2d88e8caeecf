import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localeConfig } from '@/lib/markets';
import { shopFlagsAllow } from '@/lib/selling';
import { chooseConsent, markEngagementPopinsSeen, test } from '../e2e/support';
import { openState, shopStates, viewports, type ViewportName } from './shop-states';

/**
 * `npm run screenshots`: every key state in three languages at both widths, written to screenshots/
 * (not committed) to look at before pushing. Locales: a selling English one, French and Japanese.
 */
const locales = ['en-eu', 'fr-fr', 'ja-jp'] as const;
const folder = join(process.cwd(), 'screenshots');

for (const locale of locales) {
  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    for (const state of shopStates) {
      if (state.only && state.only !== viewport) continue;
      if (state.needsSelling && !shopFlagsAllow(localeConfig(locale).shop)) continue;
      test(`${locale} ${viewport} ${state.name}`, async ({ page }) => {
        await openState(page, locale, viewport, state);
        await page.screenshot({ path: join(folder, locale, viewport, `${state.name}.png`) });
      });
    }
  }
}

/**
 * Slice Machine shows `slices/{Slice}/screenshot-{variation}.png` beside each variation: taken from the
 * component library page (/ui), which renders every variation from its mocks.
 */
const sliceFolders = readdirSync('slices', { withFileTypes: true }).flatMap((entry) => {
  if (!entry.isDirectory()) return [];
  const model = JSON.parse(readFileSync(join('slices', entry.name, 'model.json'), 'utf8')) as {
    id: string;
    variations: { id: string }[];
  };
  return [{ folder: entry.name, model }];
});

test('Slice Machine screenshots of every variation', async ({ page }) => {
  // The slice alone: no consent banner or pop-in over it, and the sticky header left at the top.
  await chooseConsent(page.context(), { analytics: false });
  await markEngagementPopinsSeen(page.context());
  await page.setViewportSize(viewports.desktop);
  await page.goto('/ui', { waitUntil: 'networkidle' });
  await page.addStyleTag({ content: '[data-shell-header] { position: static !important; }' });
  for (const { folder, model } of sliceFolders) {
    for (const variation of model.variations) {
      const example = page.locator(
        `article[data-ui-slice="${model.id}"][data-ui-variation="${variation.id}"]`,
      );
      if ((await example.count()) === 0) continue;
      await example.first().scrollIntoViewIfNeeded();
      await example.first().screenshot({ path: join('slices', folder, `screenshot-${variation.id}.png`) });
    }
  }
});

/** The consent banner and its settings dialog, as a first visit shows them (the states above have chosen). */
for (const locale of locales) {
  for (const viewport of Object.keys(viewports) as ViewportName[]) {
    test(`${locale} ${viewport} consent banner and dialog`, async ({ page }) => {
      await page.setViewportSize(viewports[viewport]);
      await page.goto(`/${locale}/fashion/product/silk-wrap-dress`, { waitUntil: 'networkidle' });
      const banner = page.getByTestId('consent-banner');
      await banner.waitFor();
      await page.screenshot({ path: join(folder, locale, viewport, 'consent-banner.png') });
      await banner.getByRole('button').last().click();
      await page.getByTestId('consent-dialog').waitFor();
      await page.screenshot({ path: join(folder, locale, viewport, 'consent-dialog.png') });
    });
  }
}
