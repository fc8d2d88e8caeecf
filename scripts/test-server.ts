import { startTestShop } from './shop-server';
import { startStandalone } from './standalone';

/**
 * The test shop for the browser tests (playwright.config.ts starts it), and the same build as a
 * container would run it, standalone with no front, on TEST_SHOP_PORT + 20 and HOSTNAME=127.0.0.1
 * (the `standalone` projects run the hardening and fuzz specs against it).
 */
const shop = await startTestShop();
const standalone = await startStandalone(process.env.TEST_DIST_DIR ?? '.next-test', {
  PORT: String(Number(new URL(shop.url).port) + 20),
  HOSTNAME: '127.0.0.1',
  // As behind one balancer, like the test shop: each test plays a client of its own address.
  TRUSTED_PROXY_COUNT: '1',
  NEXT_PUBLIC_SITE_URL: shop.url,
  LOCAL_BACKENDS_URL: shop.backends?.origin ?? '',
  // The vendors startTestShop configured (docs/adr/0022).
  ZENDESK_WIDGET_KEY: process.env.ZENDESK_WIDGET_KEY!,
  CRITEO_ACCOUNT_ID: process.env.CRITEO_ACCOUNT_ID!,
  ...(shop.backends ? { SMTP_URL: shop.backends.smtpUrl } : {}),
  // Multipass on here only, with the local store's secret: tests/e2e/multipass.spec.ts walks both hand-overs.
  ...(shop.backends ? { MULTIPASS_SECRET: shop.backends.context.config.MULTIPASS_SECRET } : {}),
});
console.log(`Standalone server ready at ${standalone.url}`);
console.log(`Test shop ready at ${shop.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void Promise.all([shop.stop(), standalone.stop()]).then(() => process.exit(0)));
}
