/**
 * The one loader of the shop's third-party scripts (spec §7.3: tag manager, support chat,
 * retail-marketing tag; docs/adr/0022): each is a plain async script added once, never in the page's
 * critical path. Callers decide consent first; this decides when.
 */

/** Runs `task` once the page has loaded and the browser is idle, so no vendor competes with the page. */
export function whenPageIdle(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(task, { timeout: 3000 })
      : setTimeout(task, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

const loading = new Map<string, Promise<void>>();

/**
 * Adds the script `src` under the element id `id` (some vendors find their own tag by id, as Zendesk's
 * `ze-snippet`), once; resolves when it has run. A failed load may be retried by the next call.
 */
export function loadVendorScript(id: string, src: string): Promise<void> {
  const known = loading.get(id);
  if (known) return known;
  const loaded = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.id = id;
    script.async = true;
    script.src = src;
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener(
      'error',
      () => {
        loading.delete(id);
        script.remove();
        reject(new Error(`${id} did not load`));
      },
      { once: true },
    );
    document.head.append(script);
  });
  loading.set(id, loaded);
  return loaded;
}
