import { siteOriginMismatch } from '@/lib/site-origin';
import { deriveClientAddresses } from './client-address';
import { answerRequestsNextFailsOn } from './requests-next-fails-on';
import { answerUnavailablePagesWith503 } from './unavailable-status';

/**
 * What every Node host needs before the first request (instrumentation.ts): a build run with another
 * origin than it was made for stops here with the variable named, rather than refusing every write in
 * the browser; the client address is derived from the socket (server/client-address.ts); a request
 * Next.js cannot carry gets a 405 (server/requests-next-fails-on.ts); a page rendered while a provider
 * was down goes out as a 503 (server/unavailable-status.ts).
 */
export function prepareServer(): void {
  const mismatch = siteOriginMismatch(process.env.SHOP_BUILT_SITE_ORIGIN);
  if (mismatch) {
    console.error(mismatch);
    process.exit(1);
  }
  deriveClientAddresses();
  answerRequestsNextFailsOn();
  answerUnavailablePagesWith503();
}
