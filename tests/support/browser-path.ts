import { existsSync } from 'node:fs';

/**
 * The browser the Playwright tests drive: Chromium's old headless shell (Debian's
 * chromium-headless-shell, Playwright's default), which draws the same pages with clearly less of the
 * two cores the shop shares than the full browser. Lighthouse keeps the full browser (its figures are a
 * shopper's). TEST_BROWSER_PATH overrides; without the shell, CHROME_PATH or Debian's Chromium.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';

export const testBrowserPath =
  process.env.TEST_BROWSER_PATH ??
  (existsSync(headlessShell) ? headlessShell : (process.env.CHROME_PATH ?? '/usr/bin/chromium'));
