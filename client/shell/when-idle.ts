/**
 * Runs `callback` once the browser is idle (within 2 s at the latest; Safari, which has no
 * requestIdleCallback, after 200 ms), for work a page's first render must not wait for. Returns the
 * cancel.
 */
export function whenIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}
