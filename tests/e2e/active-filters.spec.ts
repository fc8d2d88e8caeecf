import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support';

/**
 * The applied filters stay in sight with the filter panel closed (chips in the listing bar, each
 * removable, "clear all", a count on the filter toggle), and a filtered or paged link lands at the
 * results, not screens above them at the top of the category's editorial block.
 */
const listing = (page: Page) => page.getByTestId('collection-listing').filter({ visible: true });
const bar = (page: Page, name: string) => listing(page).getByRole('group', { name });
const filterToggle = (page: Page, name: string) => listing(page).locator('summary', { hasText: name });

/** The chips' links, each named for what it removes, in order. */
async function expectChips(chips: Locator, names: string[]) {
  await expect(chips).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(chips.nth(index)).toHaveAccessibleName(name);
}

/** The query of the page's URL as sorted pairs, any order. */
const pairsOf = (url: string) =>
  [...new URL(url).searchParams].map(([key, value]) => `${key}=${value}`).sort();

test('the applied filters show as chips in the bar with the panel closed, each removable by keyboard', async ({
  page,
}) => {
  await page.goto(
    '/fr-fr/fashion?filter.v.option.color=black&filter.v.option.color=navy&filter.v.price.gte=100',
    { waitUntil: 'networkidle' },
  );
  const tools = bar(page, 'Trier et filtrer');
  const chips = tools.getByRole('list', { name: 'Filtres actifs' }).getByRole('link');
  // The facets' order: price, then colour.
  await expectChips(chips, [
    'Retirer le filtre : Dès 100€',
    'Retirer le filtre : Noir',
    'Retirer le filtre : Marine',
  ]);
  await expect(chips.nth(1)).toBeVisible();
  await expect(listing(page).getByRole('checkbox', { name: /Marine/ })).toBeHidden();
  // The count on the toggle, spoken in full; the toggle's "+" sign closes its name.
  await expect(filterToggle(page, 'Filtrer par')).toHaveAccessibleName(/^Filtrer par 3 filtres actifs\b/);
  await expect(filterToggle(page, 'Filtrer par')).toContainText('3');
  await expectAccessible(page);

  // Removing one by keyboard lands on the state without it.
  await chips.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => pairsOf(page.url()))
    .toEqual(['filter.v.option.color=navy', 'filter.v.price.gte=100']);
  await expectChips(chips, ['Retirer le filtre : Dès 100€', 'Retirer le filtre : Marine']);
  await expect(filterToggle(page, 'Filtrer par')).toHaveAccessibleName(/^Filtrer par 2 filtres actifs\b/);

  // "Clear all" beside the chips.
  await tools.getByRole('link', { name: 'Tout effacer' }).click();
  await expect.poll(() => pairsOf(page.url())).toEqual([]);
  await expect(tools.getByRole('list', { name: 'Filtres actifs' })).toHaveCount(0);
  await expect(filterToggle(page, 'Filtrer par')).toHaveAccessibleName(/^Filtrer par \+$/);
});

test('the chips speak each language', async ({ page }) => {
  const cases = [
    { locale: 'es-eu', bar: 'Ordenar y filtrar', list: 'Filtros activos', chip: 'Quitar el filtro: Negro' },
    {
      locale: 'ja-jp',
      bar: '並べ替えと絞り込み',
      list: '適用中の絞り込み',
      chip: '絞り込みを解除：ブラック',
    },
    { locale: 'en-uk', bar: 'Sort and filter', list: 'Active filters', chip: 'Remove filter: Black' },
  ];
  for (const one of cases) {
    await page.goto(`/${one.locale}/fashion/dresses?filter.v.option.color=black`);
    const chips = bar(page, one.bar).getByRole('list', { name: one.list }).getByRole('link');
    await expectChips(chips, [one.chip]);
  }
});

/** The listing's top, below the sticky header and in the upper half of the screen. */
async function expectResultsInView(page: Page, height: number, what: string) {
  const top = async () => {
    const [header, results] = await Promise.all([
      page.locator('header[data-shell-header]').boundingBox(),
      listing(page).boundingBox(),
    ]);
    return results && header ? results.y - Math.max(0, header.y + header.height) : Number.NaN;
  };
  await expect.poll(top, what).toBeGreaterThanOrEqual(-2);
  await expect.poll(top, what).toBeLessThan(height / 2);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`a filtered or paged link lands at the results at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of [
      '/fr-fr/fashion?filter.v.option.color=black',
      '/fr-fr/fashion?page=2',
      '/es-eu/fashion/dresses?filter.v.availability=1',
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expectResultsInView(page, viewport.height, path);
    }
    // The pagination at the foot of the results leads to the next page's results.
    await page.goto('/fr-fr/fashion?page=2', { waitUntil: 'networkidle' });
    await listing(page).getByRole('link', { name: 'Page suivante' }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await expectResultsInView(page, viewport.height, 'page 3 from the pagination');
    // The category as first shown opens at its top.
    await page.goto('/fr-fr/fashion', { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the chips are links to the state without them', async ({ page }) => {
    await page.goto('/fr-fr/fashion?filter.v.availability=1&filter.v.option.color=black');
    const chips = bar(page, 'Trier et filtrer')
      .getByRole('list', { name: 'Filtres actifs' })
      .getByRole('link');
    await expectChips(chips, ['Retirer le filtre : En stock', 'Retirer le filtre : Noir']);
    await chips.filter({ hasText: 'Noir' }).click();
    await expect.poll(() => pairsOf(page.url())).toEqual(['filter.v.availability=1']);
    await expectChips(chips, ['Retirer le filtre : En stock']);
  });
});
