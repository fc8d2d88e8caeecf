import { navigationStarted, watchNavigations, type NavigationType } from '@/client/shell/navigation-state';

/**
 * Runs in the browser before the page hydrates (Next's instrumentation-client): the body's `preload`
 * ends on load, not when the deferred islands hydrate, and `loading` follows every router navigation
 * (spec §2.3, client/shell/navigation-state.ts).
 */
watchNavigations();

export function onRouterTransitionStart(url: string, type: NavigationType) {
  navigationStarted(url, type);
}
