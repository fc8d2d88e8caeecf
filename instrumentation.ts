/**
 * Next.js runs `register` once per server process before it answers (next start, the standalone
 * server, the shop's own front): what every host needs before the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { siteOriginMismatch } = await import('./lib/site-origin');
  const mismatch = siteOriginMismatch(process.env.SHOP_BUILT_SITE_ORIGIN);
  if (mismatch) {
    console.error(mismatch);
    process.exit(1);
  }
  const { deriveClientAddresses } = await import('./server/client-address');
  deriveClientAddresses();
}
