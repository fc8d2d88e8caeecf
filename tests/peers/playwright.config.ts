import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { peersCacheDir } from '../../scripts/peers/install';
import { peerPorts } from '../../scripts/peers/ports';
import { testBrowserPath } from '../support/browser-path';

/**
 * `npm run test:peers`: Next.js Commerce and Hydrogen's skeleton, run unmodified against the local
 * Storefront and walked as a shopper walks them. Apart from the main suite: the peers'
 * installs and builds take minutes on a cold cache (scripts/peers-server.ts).
 */
export default defineConfig({
  testDir: '.',
  // Beside the installs: the main suite empties test-results/ when it starts.
  outputDir: join(peersCacheDir, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 90_000,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    // As the shop's own browser tests: no trace in CI, whose artefacts nobody opens (playwright.config.ts).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: testBrowserPath,
      args: ['--no-sandbox', '--disable-gpu'],
    },
  },
  webServer: {
    command: 'npx tsx scripts/peers-server.ts',
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    url: `http://localhost:${peerPorts.hydrogen}`,
    wait: { stdout: /Peers ready/ },
    timeout: 900_000,
    // A running `npx tsx scripts/peers-server.ts` is reused, to walk the peers again without their builds.
    reuseExistingServer: !process.env.CI,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
