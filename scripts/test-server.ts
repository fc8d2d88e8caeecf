import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startShop } from './shop-server';

/**
 * The shop as the browser tests and Lighthouse see it: its own ports, a freshly seeded database in a
 * temporary folder and its own build folder, so a running `npm start` is never disturbed.
 */

// One hop of X-Forwarded-For is trusted, so a test can play a client of its own address and its rate
// limits never spill over to the tests that follow (server/rate-limit.ts).
process.env.TRUSTED_PROXY_COUNT ??= '1';

// TEST_SHOP_PORT / TEST_BACKENDS_PORT move the pair (default 3100/4100), e.g. when another checkout's
// tests hold those ports on the same machine; playwright.config.ts reads the same variable.
const shop = await startShop({
  port: Number(process.env.TEST_SHOP_PORT ?? 3100),
  backendsPort: Number(process.env.TEST_BACKENDS_PORT ?? 4100),
  dataDir: mkdtempSync(join(tmpdir(), 'maison-test-')),
  distDir: '.next-test',
  freshData: true,
});
console.log(`Test shop ready at ${shop.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void shop.stop().then(() => process.exit(0)));
}
