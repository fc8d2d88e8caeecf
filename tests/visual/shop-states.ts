import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { localeConfig, type Locale } from '@/lib/markets';
import { chooseConsent, logInWithToken, setKnobs } from '../e2e/support';

/**
 * The states a shopper sees first, opened the way a shopper opens them. The visual checks
 * (visual.spec.ts) compare them with committed baselines and scan them with axe; `npm run screenshots`
 * (capture.spec.ts) writes them as PNGs in several languages for anyone to look at.
 */

export const viewports = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

type Messages = Record<string, Record<string, unknown>>;

/** The page's own words, read from the shop's message files, so a state opens in any language. */
function messagesOf(locale: Locale): Messages {
  const language = localeConfig(locale).language;
  const read = (namespace: string) =>
    JSON.parse(readFileSync(join(process.cwd(), 'messages', language, `${namespace}.json`), 'utf8'));
  return { cart: read('cart'), listing: read('listing') };
}

function text(messages: Messages, namespace: string, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], messages[namespace]);
  if (typeof value !== 'string') throw new Error(`no message ${namespace}.${path}`);
  return value;
}

interface StateContext {
  page: Page;
  locale: Locale;
  viewport: ViewportName;
  messages: Messages;
}

export interface ShopState {
  name: string;
  /** The page to open, under the locale prefix. */
  path: string;
  /** Only where the locale sells (cart states). */
  needsSelling?: boolean;
  /** Only on this viewport (the mobile menu). */
  only?: ViewportName;
  /** The HTTP status the page answers with (200 unless said); null when it is not the point. */
  status?: number | null;
  before?: (context: StateContext) => Promise<void>;
  open?: (context: StateContext) => Promise<void>;
  after?: () => Promise<void>;
}

const dress = '/fashion/product/silk-wrap-dress';
/** The loyal client's order #2012 (delivered, so returnable): the 16th order the seed inserts. */
const loyalClientOrder = 16;

async function openCartWithLines({ page }: StateContext): Promise<Locator> {
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.getByTestId('cart-button').click();
  const panel = page.getByRole('dialog').filter({ has: page.getByTestId('cart-lines') });
  await expect(panel.getByTestId('cart-line')).toHaveCount(1);
  return panel;
}

async function openListingTool(context: StateContext, label: 'sortBy' | 'filterBy') {
  const name = text(context.messages, 'listing', label);
  await context.page.getByTestId('collection-listing').locator('summary', { hasText: name }).click();
  await expect(context.page.getByRole('region', { name })).toBeVisible();
}

export const shopStates: ShopState[] = [
  { name: 'home', path: '' },
  { name: 'listing-filters-open', path: '/fashion/dresses', open: (c) => openListingTool(c, 'filterBy') },
  { name: 'listing-sort-open', path: '/fashion/dresses', open: (c) => openListingTool(c, 'sortBy') },
  // A filtered link lands at the results, its filters as chips in the bar and counted on the toggle.
  {
    name: 'listing-active-filters',
    path: '/fashion?filter.v.availability=1&filter.v.option.color=black&filter.v.price.lte=900',
  },
  { name: 'product-fashion', path: dress },
  { name: 'product-fragrance', path: '/fragrance/product/rose-absolue-eau-de-parfum' },
  { name: 'product-set', path: '/sets/discovery-set' },
  { name: 'sets', path: '/sets' },
  {
    name: 'cart-with-lines',
    path: dress,
    needsSelling: true,
    open: async (context) => {
      await openCartWithLines(context);
    },
  },
  {
    // A fragrance brings the packaging choice (spec §4 packaging sync) and the sample offers.
    name: 'cart-gift-message-samples-packaging',
    path: '/fragrance/product/rose-absolue-eau-de-parfum',
    needsSelling: true,
    open: async (context) => {
      const panel = await openCartWithLines(context);
      await panel.getByText(text(context.messages, 'cart', 'giftMessage.add')).click();
      await expect(panel.getByLabel(text(context.messages, 'cart', 'giftMessage.label'))).toBeVisible();
      const packaging = panel.getByText(text(context.messages, 'cart', 'packaging.title'));
      // Always to the same place: "if needed" would leave it wherever opening the message had scrolled.
      await packaging.evaluate((title) => title.scrollIntoView({ block: 'center' }));
      await expect(packaging).toBeInViewport();
    },
  },
  {
    name: 'predictive-search',
    path: dress,
    open: async ({ page, viewport }) => {
      if (viewport === 'phone') {
        await page.goto(page.url().replace(dress, '/search'), { waitUntil: 'networkidle' });
        const combobox = page.getByRole('main').getByRole('combobox');
        await combobox.pressSequentially('ro');
        await expect(page.getByRole('main').getByRole('option').first()).toBeVisible();
        return;
      }
      await page.locator('header').getByTestId('header-search').click();
      const combobox = page.getByTestId('search-panel').getByRole('combobox');
      await combobox.pressSequentially('ro');
      await expect(page.getByTestId('search-panel').getByRole('option').first()).toBeVisible();
    },
  },
  {
    name: 'mobile-menu-submenu',
    path: '',
    only: 'phone',
    open: async ({ page }) => {
      await page.getByTestId('mobile-menu-button').click();
      const menu = page.getByTestId('mobile-menu');
      await expect(menu).toBeVisible();
      await menu.locator('ul button').first().click();
      await expect(page.getByTestId('mobile-submenu')).toBeVisible();
    },
  },
  {
    name: 'market-panel',
    path: '',
    before: async ({ page }) => {
      const url = test.info().project.use.baseURL!;
      await page.context().addCookies([{ name: 'MARKET_PANEL', value: '1', url }]);
    },
    open: async ({ page }) => {
      await expect(page.getByTestId('market-panel')).toBeVisible();
    },
  },
  ...accountStates(),
  { name: 'not-found', path: '/fashion/product/no-such-product', status: 404 },
  {
    name: 'error-page',
    // A product path nothing links to or prefetches: a cached page would hide the failing backend (the
    // coat used before was cached whenever the listing tests ran first), and this one never renders.
    path: '/fashion/product/storefront-unreachable',
    status: null,
    before: () => setKnobs({ errorRate: 1 }),
    after: () => setKnobs({ errorRate: 0 }),
  },
];

/** The account's sections as the seeded client with twelve orders sees them (spec §2.1 `section`). */
function accountStates(): ShopState[] {
  const asLoyalClient = ({ page }: StateContext) =>
    logInWithToken(page, 'elise.moreau@example.fr', 'maison-elise-2026');
  const sections = {
    'account-orders': '?section=orders',
    'account-order-detail': `?section=orders&order=${loyalClientOrder}`,
    'account-informations': '?section=account_informations',
    'account-address-book': '?section=address_book',
    'account-address-form': '?section=address_book&edit=new',
    'account-return-form': `?section=return_product&order=${loyalClientOrder}`,
  };
  return [
    { name: 'login', path: '/login', needsSelling: true },
    ...Object.entries(sections).map(([name, query]) => ({
      name,
      path: `/account${query}`,
      needsSelling: true,
      before: asLoyalClient,
    })),
  ];
}

/** Opens a state: the page, then what the shopper clicks. */
export async function openState(page: Page, locale: Locale, viewport: ViewportName, state: ShopState) {
  await page.setViewportSize(viewports[viewport]);
  // The reviewed states are those of a visitor who has answered the consent banner; the banner and its
  // dialog have their own checks (tests/e2e/consent-analytics.spec.ts).
  await chooseConsent(page.context(), { analytics: false });
  const context: StateContext = { page, locale, viewport, messages: messagesOf(locale) };
  await state.before?.(context);
  try {
    const response = await page.goto(`/${locale}${state.path}`, { waitUntil: 'networkidle' });
    if (state.status !== null) expect(response?.status()).toBe(state.status ?? 200);
    await state.open?.(context);
  } finally {
    await state.after?.();
  }
  // Fonts and images settle before any picture is taken.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
}

/**
 * What a screenshot masks because it follows the day it is taken: the delivery estimate's dates and
 * the dates of the seeded orders (the seed dates them back from the day it runs).
 */
export function datedByToday(page: Page): Locator[] {
  return [page.getByTestId('delivery-estimate'), page.locator('time')];
}
