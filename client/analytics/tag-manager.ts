import { loadVendorScript, whenPageIdle } from '@/client/vendors/load-script';

/**
 * Google Tag Manager (spec §7.3), loaded once, only after consent (the caller's rule) and once the page
 * is idle (client/vendors/load-script.ts). It reads the data layer, which holds only consented events
 * (./data-layer).
 */
export function loadTagManager(containerId: string): void {
  whenPageIdle(() => {
    if (document.getElementById('gtm-script')) return;
    window.dataLayer ??= [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    void loadVendorScript(
      'gtm-script',
      `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`,
    ).catch(() => undefined);
  });
}
