import { join } from 'node:path';
import { localeConfig } from '@/lib/markets';
import { shopFlagsAllow } from '@/lib/selling';
import { test } from '../e2e/support';
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
