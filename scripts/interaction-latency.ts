import { chromium, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { returningVisitorCookies } from './returning-visitor';

/**
 * Interaction to Next Paint on a phone, against the goal scripts/lhci.ts holds: the four interactions a
 * shopper makes most, three taps each in one timespan, in Chromium at Lighthouse's phone size and 4×
 * slower CPU (CDP throttling, as its timespan mode applies it). Each tap is timed by the browser's Event
 * Timing entries (input to next paint); with this few interactions, a span's INP is its slowest.
 */
const cpuSlowdown = 4;
const tapsPerInteraction = 3;
/** Event Timing reports nothing shorter: an interaction under it is answered as this bound. */
const shortestReported = 16;
export const inpGoalMs = 100;

interface Interaction {
  name: string;
  /**
   * The control the tap lands on. It is brought into view before the tap is timed: a shopper scrolls
   * to it, sees it, then taps; Playwright's tap scrolls and taps in one go, so the pictures and
   * observers the scroll wakes would be timed as the tap's input delay.
   */
  control(page: Page): Locator;
  /** Taps the control; resolves once the shopper sees the answer. */
  act(page: Page): Promise<void>;
  /** Puts the page back as it was before `act`, untimed; without it, each tap is on a page of its own. */
  undo?(page: Page): Promise<void>;
}

const productPath = '/fr-fr/fashion/product/silk-wrap-dress';
const listingPath = '/fr-fr/fashion';

/** The header badge's count; none before the first add. */
const cartCount = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="cart-count"]')?.textContent ?? '');

/** Each page with the interactions made on it, in order (the cart panel needs the cart just filled). */
const spans: { path: string; prepare?: (page: Page) => Promise<void>; interactions: Interaction[] }[] = [
  {
    path: productPath,
    interactions: [
      {
        name: 'add to cart',
        control: (page) => page.getByTestId('add-to-cart'),
        async act(page) {
          const before = await cartCount(page);
          await page.getByTestId('add-to-cart').tap();
          await page.waitForFunction(
            (previous) =>
              (document.querySelector('[data-testid="cart-count"]')?.textContent ?? '') !== previous,
            before,
          );
        },
        undo: (page) => page.getByTestId('add-to-cart').and(page.locator(':enabled')).waitFor(),
      },
      {
        name: 'open the cart panel',
        control: (page) => page.getByTestId('cart-button'),
        act: (page) =>
          page
            .getByTestId('cart-button')
            .tap()
            .then(() => panel(page).waitFor()),
        undo: (page) => closeWithEscape(page, panel(page)),
      },
      {
        name: 'open the menu',
        control: (page) => page.getByTestId('mobile-menu-button'),
        act: (page) =>
          page
            .getByTestId('mobile-menu-button')
            .tap()
            .then(() => page.getByTestId('mobile-menu').waitFor()),
        undo: (page) => closeWithEscape(page, page.getByTestId('mobile-menu')),
      },
    ],
  },
  {
    path: listingPath,
    async prepare(page) {
      await listing(page).locator('summary', { hasText: 'Filtrer par' }).tap();
      await listing(page)
        .getByRole('button', { name: /^Couleur/ })
        .tap();
    },
    interactions: [
      {
        name: 'choose a filter',
        control: (page) => colour(page),
        // The next state's page folds the facets on a phone: a fresh page is quicker than unfolding.
        act: chooseColour,
      },
    ],
  },
];

const panel = (page: Page) => page.getByRole('dialog', { name: /^Panier/ });
const listing = (page: Page) => page.getByTestId('collection-listing').filter({ visible: true });
const colour = (page: Page) => listing(page).getByRole('checkbox', { name: /Marine/ });

async function closeWithEscape(page: Page, what: ReturnType<Page['locator']>) {
  await page.keyboard.press('Escape');
  await what.waitFor({ state: 'hidden' });
}

/** Ticks a colour; done when the listing's new state is in the page (docs/adr/0013). */
async function chooseColour(page: Page) {
  await colour(page).tap();
  await page.waitForURL((url) => url.search.includes('color=navy'));
  await listing(page)
    .getByRole('checkbox', { name: /Marine/, checked: true, includeHidden: true })
    .waitFor({ state: 'attached' });
}

/**
 * In every document of the page: hands each Event Timing entry of an interaction to the script at
 * once, so a choice that loads the next page (a listing state, docs/adr/0013) is still counted.
 */
const observeInteractions = `new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    if (entry.interactionId) window.__interactionDuration(entry.duration);
}).observe({ type: 'event', durationThreshold: ${shortestReported} });`;

/** A string, so that the script's compiler adds no helper the page lacks. */
const settled = `new Promise((resolve) => {
  const until = performance.now() + 2000;
  const check = (deadline) =>
    deadline.timeRemaining() >= 40 || performance.now() > until
      ? resolve()
      : requestIdleCallback(check, { timeout: 2000 });
  requestIdleCallback(check, { timeout: 2000 });
})`;

/**
 * Waits until the main thread has nothing queued (an idle period close to the browser's 50 ms most, so
 * no other idle callback was waiting: what the scroll woke has run), at most 2 s, then drops any events
 * it made.
 */
async function settle(page: Page, durations: number[]) {
  await page.evaluate(settled);
  await takeLongestEvent(page, durations);
}

/** The longest event of what happened since the last call, once its paint has been reported. */
async function takeLongestEvent(page: Page, durations: number[]): Promise<number> {
  // Entries are queued after the frame that answered the input is presented.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
  return Math.max(shortestReported, ...durations.splice(0, durations.length));
}

/** Each interaction's INP (its slowest tap of the span), in milliseconds. */
export async function measureInteractions(
  origin: string,
  chromePath: string,
  screen: BrowserContextOptions,
): Promise<Map<string, number[]>> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  const results = new Map<string, number[]>();
  try {
    const context = await browser.newContext(screen);
    await context.addCookies(returningVisitorCookies(origin));
    const durations: number[] = [];
    await context.exposeFunction('__interactionDuration', (duration: number) => durations.push(duration));
    await context.addInitScript(observeInteractions);
    const openSpan = async (span: (typeof spans)[number]) => {
      const page = await context.newPage();
      // Hydrated first (a tap before that is a native form post or nothing at all): the page's own
      // scripts are in once the network has been idle; a listing's prefetches can keep it busy.
      await page.goto(`${origin}${span.path}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
      await span.prepare?.(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await takeLongestEvent(page, durations);
      return page;
    };
    for (const span of spans) {
      let page = await openSpan(span);
      for (const interaction of span.interactions) {
        const taps: number[] = [];
        for (let tap = 0; tap < tapsPerInteraction; tap++) {
          if (tap > 0 && !interaction.undo) {
            await page.close();
            page = await openSpan(span);
          }
          await interaction.control(page).scrollIntoViewIfNeeded();
          await settle(page, durations);
          await interaction.act(page);
          taps.push(await takeLongestEvent(page, durations));
          await interaction.undo?.(page);
          await takeLongestEvent(page, durations);
        }
        results.set(interaction.name, taps);
      }
      await page.close();
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return results;
}
