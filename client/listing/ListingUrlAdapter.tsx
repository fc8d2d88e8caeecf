'use client';

import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useMemo,
  useOptimistic,
  type ReactNode,
} from 'react';
import { useRouter } from 'next/navigation';
import {
  renderQueryString,
  unstable_createAdapterProvider as createAdapterProvider,
  type unstable_AdapterInterface as AdapterInterface,
} from 'nuqs/adapters/custom';

const ServerQuery = createContext('');

/**
 * nuqs reads the URL through an adapter; Next's own calls `useSearchParams`, which a prerendered page
 * cannot answer. Every listing state is its own prerendered page (docs/adr/0013), so the state the page
 * was rendered for is the URL's state: this adapter starts from it, shows a change at once
 * (optimistically) and navigates to the change's URL, which is the next state's page.
 */
function useListingAdapter(): AdapterInterface {
  const router = useRouter();
  const query = useContext(ServerQuery);
  const rendered = useMemo(() => new URLSearchParams(query), [query]);
  const [searchParams, setSearchParams] = useOptimistic(rendered);
  const updateUrl = useCallback<AdapterInterface['updateUrl']>(
    (search, options) => {
      startTransition(() => {
        setSearchParams(search);
        const url = `${location.pathname}${renderQueryString(search)}${location.hash}`;
        const navigate = options.history === 'push' ? router.push : router.replace;
        navigate(url, { scroll: options.scroll });
      });
    },
    [router, setSearchParams],
  );
  return { searchParams, updateUrl };
}

const AdapterProvider = createAdapterProvider(useListingAdapter);

export function ListingUrlAdapter({ query, children }: { query: string; children: ReactNode }) {
  return (
    <ServerQuery value={query}>
      <AdapterProvider>{children}</AdapterProvider>
    </ServerQuery>
  );
}
