import { expect, test } from './support';

/**
 * spec §2.3: "The body gets a loading class during navigation and a preload class that is removed on
 * load". `preload` ends with the load event itself, not when the deferred islands hydrate;
 * `loading` covers the router's own navigations too, not only link clicks (shell.spec.ts).
 */
test('a router navigation (a filter chosen) sets the body loading; preload ends with the load event', async ({
  page,
}) => {
  // What the body carries just after the load event (a task later), before the deferred islands hydrate.
  await page.addInitScript(() =>
    window.addEventListener('load', () =>
      setTimeout(() => {
        (window as unknown as { classAtLoad: string }).classAtLoad = document.body.className;
      }),
    ),
  );
  await page.goto('/fr-fr/fashion', { waitUntil: 'networkidle' });
  expect(await page.evaluate(() => (window as unknown as { classAtLoad: string }).classAtLoad)).not.toMatch(
    /preload/,
  );
  // Hold the next state's page so the in-between state can be seen.
  await page.route(
    (url) => url.searchParams.has('filter.v.option.color'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
  );
  const listing = page.getByTestId('collection-listing').filter({ visible: true });
  await listing.locator('summary', { hasText: 'Filtrer par' }).click();
  await listing.getByRole('checkbox', { name: /Marine/ }).check();
  await expect(page.locator('body')).toHaveClass(/loading/);
  await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-phase', 'loading');
  await expect(page).toHaveURL(/filter\.v\.option\.color=navy/);
  await expect(page.locator('body')).not.toHaveClass(/loading/);
});
