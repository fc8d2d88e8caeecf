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

const shop = await startShop({
  port: 3100,
  backendsPort: 4100,
  dataDir: mkdtempSync(join(tmpdir(), 'maison-test-')),
  distDir: '.next-test',
  freshData: true,
});
console.log(`Test shop ready at ${shop.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void shop.stop().then(() => process.exit(0)));
}
