import 'server-only';
import { thirdPartyIds, vendorScripts, type VendorScripts } from '@/lib/third-party';
import { serverConfig } from './config';

/**
 * The configured vendor scripts of this deployment (docs/adr/0022): played by the local backends when
 * the shop runs on them, as Shopify is; next.config.ts lists the same origins in the CSP.
 */
export function configuredVendorScripts(): VendorScripts {
  const { shopify, localBackendsOrigin } = serverConfig();
  return vendorScripts(
    thirdPartyIds(process.env),
    shopify.fetchOrigin === localBackendsOrigin ? localBackendsOrigin : null,
  );
}
