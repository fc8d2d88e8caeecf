import { defineConfig, devices } from '@playwright/test';
import { testBrowserPath } from './tests/support/browser-path';

/** TEST_SHOP_PORT moves the test shop off 3100 (scripts/test-server.ts). */
const shopPort = Number(process.env.TEST_SHOP_PORT ?? 3100);
const baseURL = `http://localhost:${shopPort}`;
/** The same build run as a container runs it: standalone, no front, HOSTNAME=127.0.0.1. */
const standaloneURL = `http://127.0.0.1:${shopPort + 20}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL,
    // A failed test's trace keeps its DOM snapshots, not the screencast: the screencast's frames cost
    // Chromium more CPU than the pages do, on the two cores the shop shares with the browser. In CI no
    // trace at all: only its log reaches the team, and recording every test's snapshots to keep none
    // took a real share of the browser tests' time, which CI's 45-minute budget cannot spare.
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: testBrowserPath,
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
    {
      name: 'desktop',
      testIgnore: 'standalone.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The hardening and fuzz specs again against the standalone server with no front (docs/adr/0020): what
    // protects the shop lives in the app.
    {
      name: 'standalone',
      testMatch: ['standalone.spec.ts', 'hardening.spec.ts', 'router-cache.spec.ts'],
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: standaloneURL },
    },
    { name: 'standalone-fuzz', testDir: 'tests/fuzz', use: { baseURL: standaloneURL } },
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
    // Both servers are up once the script says so (scripts/test-server.ts).
    wait: { stdout: /Test shop ready/ },
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
