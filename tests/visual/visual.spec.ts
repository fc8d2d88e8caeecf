import { expect, expectAccessible, test } from '../e2e/support';
import { datedByToday, openState, shopStates, viewports, type ViewportName } from './shop-states';

/**
 * What shoppers see, checked by looking: each key state at 1440 and 390 px against its committed
 * baseline (tests/visual/visual.spec.ts-snapshots/), and scanned with axe while it is open. A change
 * that moves pixels on purpose updates the baselines with `npm run screenshots:update`, after looking.
 */
const locale = 'fr-fr';

for (const viewport of Object.keys(viewports) as ViewportName[]) {
  test.describe(`${viewport} (${viewports[viewport].width} px)`, () => {
    for (const state of shopStates) {
      if (state.only && state.only !== viewport) continue;
      test(`${state.name} looks as reviewed and passes axe while open`, async ({ page }) => {
        await openState(page, locale, viewport, state);
        await expectAccessible(page);
        await expect(page).toHaveScreenshot(`${state.name}-${viewport}.png`, {
          animations: 'disabled',
          caret: 'hide',
          mask: datedByToday(page),
          // Font hinting and image resampling move a few pixels between machines; a layout change moves many.
          maxDiffPixelRatio: 0.02,
          threshold: 0.3,
        });
      });
    }
  });
}
