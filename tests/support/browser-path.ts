import { existsSync } from 'node:fs';

/**
 * The browser the Playwright tests drive. Chromium's old headless shell (Debian's
 * chromium-headless-shell, Playwright's own default for headless runs) draws the same pages with less
 * of the machine than the full browser in headless mode: the cart, walks and visual specs (70 tests,
 * one build) took 330 s with it against 405 s with /usr/bin/chromium, on the two cores the shop and the
 * browser share. Lighthouse keeps the full browser (scripts/lhci.ts): its figures are a shopper's.
 * TEST_BROWSER_PATH overrides; without the shell, CHROME_PATH or Debian's Chromium.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';

export const testBrowserPath =
  process.env.TEST_BROWSER_PATH ??
  (existsSync(headlessShell) ? headlessShell : (process.env.CHROME_PATH ?? '/usr/bin/chromium'));
