/**
 * Google Tag Manager (spec §7.3), loaded once, only after consent and once the page is interactive
 * (after `load`, when the browser is idle), so it never competes with the page's own loading. It
 * reads the data layer, which holds only consented events (./data-layer).
 */
export function loadTagManager(containerId: string): void {
  if (document.getElementById('gtm-script')) return;
  const inject = () => {
    if (document.getElementById('gtm-script')) return;
    window.dataLayer ??= [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.id = 'gtm-script';
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
    document.head.append(script);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(inject, { timeout: 3000 })
      : setTimeout(inject, 200);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
