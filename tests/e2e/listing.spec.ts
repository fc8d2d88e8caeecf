import type { Page } from '@playwright/test';
import { expect, expectAccessible, setKnobs, test } from './support';

const listingPath = '/fr-fr/fashion';

/**
 * The listing on screen: each state is its own page (docs/adr/0013), and Next.js keeps the states
 * visited before in the document, hidden, for the back button.
 */
const listing = (page: Page) => page.getByTestId('collection-listing').filter({ visible: true });

/** The first price of each card, in euros (fr-fr formats "1 665 €" or "1665€"). */
const cards = (page: Page) => listing(page).getByTestId('product-grid').locator('> li');

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).allInnerTexts();
  return texts.map((text) => {
    // The price line only: a subtitle's number on the line above is not part of it.
    const line = text.split('\n').find((candidate) => candidate.includes('€')) ?? '';
    const match = /(\d[\d \u00a0\u202f.]*(?:,\d+)?)\s*€/.exec(line);
    if (!match?.[1]) throw new Error(`no price in ${text}`);
    return Number(match[1].replace(/[\s\u00a0\u202f.]/g, '').replace(',', '.'));
  });
}

/** The query of the page's URL, in any order (nuqs appends a new key after the existing ones). */
async function expectQuery(page: Page, query: string) {
  const sorted = (search: string) => [...new URLSearchParams(search)].map(([k, v]) => `${k}=${v}`).sort();
  await expect.poll(() => sorted(new URL(page.url()).search)).toEqual(sorted(query));
}

const count = (page: Page) => listing(page).getByRole('status');
const toggle = (page: Page, name: string) => listing(page).locator('summary', { hasText: name });

test.describe('collection listing (spec §2.3, §4, §9)', () => {
  test('sort, paginate, filter and go back through every state', async ({ page }) => {
    const response = await page.goto(listingPath, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect(count(page)).toHaveText('24 produits');
    await expect(cards(page)).toHaveCount(8);
    await expectAccessible(page);

    // Sort: a radio choice applies at once.
    await toggle(page, 'Trier par').click();
    await expect(page.getByRole('radio', { name: 'Recommandés' })).toBeChecked();
    await expectAccessible(page);
    await page.getByRole('radio', { name: 'Prix décroissant' }).check();
    await expect(page).toHaveURL(/\?sort-by=price_desc$/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.every((price, i) => i === 0 || prices[i - 1]! >= price);
      })
      .toBe(true);
    const firstPagePrices = await cardPrices(page);

    // Pagination: plain links keep the sort.
    await page.getByRole('link', { name: 'Page suivante' }).click();
    await expect(page).toHaveURL(/\?sort-by=price_desc&page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect
      .poll(async () => Math.max(...(await cardPrices(page))))
      .toBeLessThanOrEqual(Math.min(...firstPagePrices));

    // Filter: opening it closes the sort panel; a choice resets the page to 1.
    await toggle(page, 'Filtrer par').click();
    await expect(page.getByRole('radio', { name: 'Prix décroissant' })).toBeHidden();
    await page.getByRole('checkbox', { name: /Marine/ }).check();
    await expectQuery(page, 'filter.v.option.color=navy&sort-by=price_desc');
    await expect(count(page)).toHaveText('6 produits');
    // The next state's page keeps the panel open and the focus on the choice (panel-memory.ts).
    await expect(listing(page).getByRole('checkbox', { name: /Marine/ })).toBeFocused();
    await expectAccessible(page);
    // Clicking the open toggle closes it.
    await toggle(page, 'Filtrer par').click();
    await expect(page.getByRole('checkbox', { name: /Marine/ })).toBeHidden();

    // The back button restores each state, rendered again from the URL.
    await page.goBack();
    await expect(page).toHaveURL(/\?sort-by=price_desc&page=2$/);
    await expect(count(page)).toHaveText('24 produits');
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page).toHaveURL(/\?sort-by=price_desc$/);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${listingPath}$`));
    await expect(count(page)).toHaveText('24 produits');
  });

  test('clear all resets every filter and the page', async ({ page }) => {
    await page.goto(
      `${listingPath}?filter.v.option.color=navy&filter.v.option.color=camel&filter.v.availability=1`,
    );
    await toggle(page, 'Filtrer par').click();
    await expect(page.getByRole('checkbox', { name: /Camel/ })).toBeChecked();
    await page
      .getByRole('region', { name: 'Filtrer par' })
      .getByRole('link', { name: 'Tout effacer' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${listingPath}$`));
    await expect(count(page)).toHaveText('24 produits');
    await expect(page.getByRole('checkbox', { name: /Camel/ })).not.toBeChecked();
  });

  test('bad input is ignored, never a 500 (issue 4)', async ({ page }) => {
    const response = await page.goto(
      `${listingPath}?page=99&sort-by=cheapest&filter.v.option.color=plaid&filter.v.price.gte=900&filter.v.price.lte=1&a[1][2][3][4][5][6]=x`,
    );
    expect(response?.status()).toBe(200);
    await expect(count(page)).toHaveText('24 produits');
    await expect(page.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  test('a category listing shares its URL state: /fr-fr/fashion/dresses filtered by colour', async ({
    page,
  }) => {
    const response = await page.goto('/fr-fr/fashion/dresses?filter.v.option.color=black&sort-by=price_asc', {
      waitUntil: 'networkidle',
    });
    expect(response?.status()).toBe(200);
    await expect(count(page)).toHaveText('2 produits');
    await toggle(page, 'Filtrer par').click();
    await expect(page.getByRole('checkbox', { name: /Noir/ })).toBeChecked();
    await expectAccessible(page);
  });

  test('on mobile the panels cover the screen with a title and a close control; facets are accordions', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(listingPath, { waitUntil: 'networkidle' });
    await toggle(page, 'Filtrer par').click();
    const panel = page.getByRole('region', { name: 'Filtrer par' });
    await expect(panel.getByRole('heading', { name: 'Filtrer par' })).toBeVisible();
    const box = await panel.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    const colour = panel.getByRole('button', { name: 'Couleur' });
    await expect(colour).toHaveAttribute('aria-expanded', 'false');
    await colour.click();
    await expect(colour).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('checkbox', { name: /Marine/ })).toBeVisible();
    await expectAccessible(page);

    // A choice loads the next state's page: its panel is open with the same facet unfolded, so the
    // shopper ticks a second colour without opening either again (panel-memory.ts).
    await panel.getByRole('checkbox', { name: /Marine/ }).check();
    await expectQuery(page, 'filter.v.option.color=navy');
    await expect(count(page)).toHaveText('6 produits');
    const next = listing(page).getByRole('region', { name: 'Filtrer par' });
    await expect(next.getByRole('button', { name: 'Couleur' })).toHaveAttribute('aria-expanded', 'true');
    await expect(next.getByRole('checkbox', { name: /Marine/ })).toBeFocused();
    // The colours scroll in their own list (spec §9): the focused one is in its view.
    await expect(next.getByRole('checkbox', { name: /Marine/ })).toBeInViewport();
    await next.getByRole('checkbox', { name: /Noir/ }).check();
    await expectQuery(page, 'filter.v.option.color=navy&filter.v.option.color=black');
    await expect(listing(page).getByRole('button', { name: 'Couleur' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(listing(page).getByRole('checkbox', { name: /Noir/ })).toBeFocused();
  });
});

/**
 * The sort and the pagination are plain GET forms and links, so they need no JavaScript: the form fields
 * and link targets are in the server's HTML, and each target is rendered by the server.
 */
test('sort and pagination are plain GET forms and links', async ({ request, page }) => {
  const html = await (await request.get(`${listingPath}?filter.v.availability=1`)).text();
  expect(html).toMatch(
    /<input(?=[^>]*type="hidden")(?=[^>]*name="filter\.v\.availability")(?=[^>]*value="1")/,
  );
  for (const option of ['default', 'price_asc', 'price_desc', 'best_selling'])
    expect(html).toMatch(
      new RegExp(`<input(?=[^>]*type="radio")(?=[^>]*name="sort-by")(?=[^>]*value="${option}")`),
    );
  expect(html).toContain('href="/fr-fr/fashion?filter.v.availability=1&amp;page=2"');

  // What submitting the sort form with "Prix croissant" asks for (fields in document order).
  await page.goto(`${listingPath}?filter.v.availability=1&sort-by=price_asc`, { waitUntil: 'networkidle' });
  const prices = await cardPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'href',
    '/fr-fr/fashion?filter.v.availability=1&sort-by=price_asc&page=2',
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper sorts and pages with the plain forms and links', async ({ page }) => {
    await page.goto(listingPath, { waitUntil: 'networkidle' });
    await page.getByText('Trier par', { exact: true }).first().click();
    await page.getByRole('radio', { name: 'Prix croissant' }).check();
    await page.getByRole('button', { name: 'Voir les résultats' }).first().click();
    await expect(page).toHaveURL(/sort-by=price_asc/);
    // The listing streams into the prerendered page: wait for it rather than read a half-loaded page.
    await expect(cards(page)).toHaveCount(8);
    const prices = await cardPrices(page);
    expect(prices.length).toBe(8);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/sort-by=price_asc&page=2/);
    await expect(cards(page)).toHaveCount(8);
    const next = await cardPrices(page);
    expect(next[0]).toBeGreaterThanOrEqual(prices[prices.length - 1]!);
  });
});

/**
 * docs/adr/0019: the first read of a state gets the category's prerendered shell at once and the listing
 * streamed into it; the next read is the state's own page. Each test asks for a state no test has read
 * before (a price bound of its own), so it is a first read whatever ran earlier.
 */
test.describe('a listing state nobody has read yet', () => {
  const freshState = () => `filter.v.price.lte=${5000 + Math.floor(Math.random() * 1e9)}`;
  const handlesOf = (html: string) =>
    [...html.matchAll(/href="\/fr-fr\/fashion\/product\/([^"?]+)"/g)].map((m) => m[1]);

  test('is streamed into the shell once, then served as its own page, with the same products', async ({
    request,
  }) => {
    const state = freshState();
    const first = await request.get(`${listingPath}?sort-by=price_desc&${state}&utm_source=newsletter`);
    expect(first.status()).toBe(200);
    const streamed = await first.text();
    expect(streamed).toContain('data-testid="listing-placeholder"');
    expect(streamed).toContain('data-testid="collection-listing"');
    expect(first.headers()['cache-control']).not.toMatch(/s-maxage/);

    // The same state in another spelling is the same state: its second read.
    const second = await request.get(`${listingPath}?${state}&sort-by=price_desc`);
    const page = await second.text();
    expect(page).not.toContain('data-testid="listing-placeholder"');
    expect(second.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(handlesOf(page).length).toBeGreaterThan(0);
    expect(new Set(handlesOf(page))).toEqual(new Set(handlesOf(streamed)));
  });

  test('shows the listing band while the listing is read, then the listing, ready to use', async ({
    page,
  }) => {
    // Longer than the page takes to hydrate on a loaded machine: page.goto returns once React has
    // hydrated the shell (tests/e2e/support.ts), and the band must still be there to be seen.
    await setKnobs({ latencyMs: 4000 });
    try {
      // Not the load event: it comes with the end of the document, once the listing has been streamed.
      await page.goto(`${listingPath}?sort-by=price_asc&${freshState()}`, { waitUntil: 'commit' });
      const placeholder = page.getByTestId('listing-placeholder');
      await expect(placeholder).toBeVisible();
      await expect(placeholder).toContainText('Chargement des produits…');
      await expect(placeholder).toHaveAttribute('aria-busy', 'true');
      await expectAccessible(page);
    } finally {
      await setKnobs({ latencyMs: 0 });
    }
    await expect(cards(page)).toHaveCount(8);
    await expect(page.getByTestId('listing-placeholder')).toHaveCount(0);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await toggle(page, 'Trier par').click();
    await expect(listing(page).getByRole('radio', { name: 'Prix croissant' })).toBeChecked();
  });

  test('a listing read that fails after the shell was sent shows the error message, and a reload the listing', async ({
    page,
  }) => {
    const url = `${listingPath}?sort-by=price_desc&${freshState()}`;
    await setKnobs({ errorRate: 1 });
    try {
      await page.goto(url);
      // The category's shell stays; the listing's place holds the shop's unavailable block.
      await expect(page.getByRole('heading', { level: 2, name: 'Momentanément indisponible' })).toBeVisible();
      await expect(page.getByText('Cette page ne peut pas être affichée pour le moment.')).toBeVisible();
    } finally {
      await setKnobs({ errorRate: 0 });
    }
    await page.reload();
    await expect(cards(page)).not.toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the browser asks again and gets the state as its own page', async ({ page }) => {
      const url = `${listingPath}?sort-by=price_asc&${freshState()}`;
      const pages: string[] = [];
      page.on('response', (response) => {
        if (response.request().isNavigationRequest()) pages.push(response.url());
      });
      await page.goto(url);
      await expect(cards(page)).toHaveCount(8);
      await expect(page.getByTestId('listing-placeholder')).toHaveCount(0);
      expect(pages.length).toBe(2);
      const prices = await cardPrices(page);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });
  });
});
