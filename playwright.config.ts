import { defineConfig, devices } from '@playwright/test';

/** TEST_SHOP_PORT moves the test shop off 3100 (scripts/test-server.ts). */
const baseURL = `http://localhost:${process.env.TEST_SHOP_PORT ?? 3100}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    // `npm run fuzz`: property-based HTTP inputs against the API, the server references and odd paths
    // (tests/fuzz/support.ts). No browser; the specs report their own counts and time limits.
    { name: 'fuzz', testDir: 'tests/fuzz' },
    // Key states compared with reviewed baselines and scanned with axe while open (tests/visual).
    { name: 'visual', testDir: 'tests/visual', testMatch: 'visual.spec.ts' },
    // `npm run screenshots`: the same states in three languages, written to screenshots/ to look at.
    { name: 'screenshots', testDir: 'tests/visual', testMatch: 'capture.spec.ts' },
  ],
  webServer: {
    command: 'npx tsx scripts/test-server.ts',
    url: baseURL,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
