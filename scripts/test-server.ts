import { startTestShop } from './shop-server';

/** The test shop for the browser tests (playwright.config.ts starts it). */
const shop = await startTestShop();
console.log(`Test shop ready at ${shop.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void shop.stop().then(() => process.exit(0)));
}
