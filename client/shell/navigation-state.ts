/**
 * spec §2.3: the body carries `loading` during a navigation and `preload` until the page has loaded;
 * the top loading bar (LoadingBar) follows the same navigation. Started from Next's router itself
 * (instrumentation-client.ts), so every navigation counts: links, back and forward, and the router
 * calls of the filter bar, the search form and the pickers. It ends when the router writes the new
 * page's history entry, which it does once that page is on screen, or on an error.
 */
type Listener = (loading: boolean) => void;
/** How the router reached the page on screen (Next's names); null for the document's own load. */
export type NavigationType = 'push' | 'replace' | 'traverse';

const listeners = new Set<Listener>();
let lastType: NavigationType | null = null;

function setLoading(loading: boolean) {
  const { classList } = document.body;
  if (classList.contains('loading') === loading) return;
  classList.toggle('loading', loading);
  // The start is called inside the router's transition: a state set there would wait for the
  // navigation's end, so the listeners hear of it a microtask later, outside it.
  queueMicrotask(() => {
    for (const listener of listeners) listener(loading);
  });
}

/** Whether a navigation to `href` leaves the page: a new hash alone is a shallow change (spec §2.3). */
function leavesPage(href: string): boolean {
  const to = new URL(href, location.href);
  return to.pathname !== location.pathname || to.search !== location.search;
}

export function navigationStarted(href: string, type: NavigationType) {
  lastType = type;
  if (leavesPage(href)) setLoading(true);
}

/** The kind of the last router navigation, so a page can tell back and forward from a new visit. */
export function lastNavigationType(): NavigationType | null {
  return lastType;
}

/** Follows navigations (true at the start, false at the end); returns the unsubscribe. */
export function onNavigation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Installs the end of navigations and the end of `preload`, once, before the page hydrates. */
export function watchNavigations() {
  const removePreload = () => document.body.classList.remove('preload');
  if (document.readyState === 'complete') removePreload();
  else window.addEventListener('load', removePreload, { once: true });

  const ended = () => setLoading(false);
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method];
    window.history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      ended();
      return result;
    };
  }
  window.addEventListener('error', ended);
  window.addEventListener('unhandledrejection', ended);
}
