import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { routeLocale } from '@/i18n/route-locale';
import type { Locale } from '@/lib/markets';
import { isProviderUnavailable } from '@/server/provider-unavailable';
import { noteProviderUnavailable } from '@/server/unavailable-status';
import { UnavailableBlock } from './UnavailableBlock';

type LocaleProps = { params: Promise<{ locale: string }> };

/**
 * A page whose provider cannot answer renders the shop's error block inside the layout's chrome. A
 * render error never reaches error.tsx on the server (React renders error boundaries in the browser
 * only): the answer would be Next's bare 500 document, blank without JavaScript.
 */
export function pageWhenAvailable<Props extends LocaleProps>(page: (props: Props) => Promise<ReactNode>) {
  return async function PageWhenAvailable(props: Props): Promise<ReactNode> {
    try {
      return await page(props);
    } catch (error) {
      if (!isProviderUnavailable(error)) throw error;
      console.error('[page] provider unavailable:', error.message);
      noteProviderUnavailable();
      const { locale } = await routeLocale(props.params);
      return <UnavailableBlock locale={locale} />;
    }
  };
}

/** Metadata of a page whose provider cannot answer: the layout's defaults, and kept out of search engines. */
export function metadataWhenAvailable<Props extends LocaleProps>(
  generate: (props: Props) => Promise<Metadata>,
) {
  return async function generateMetadata(props: Props): Promise<Metadata> {
    try {
      return await generate(props);
    } catch (error) {
      if (!isProviderUnavailable(error)) throw error;
      noteProviderUnavailable();
      return { robots: { index: false } };
    }
  };
}

/**
 * A part of a page that reads a provider itself: on failure the error block takes its place and the
 * page stays (a cached component is called as a function, so its failure is caught). Streamed into a
 * shell after the 200 (docs/adr/0019), it cannot set the status, so the block carries a robots noindex
 * and no search engine indexes the error in place of the results.
 */
export async function partWhenAvailable(
  locale: Locale,
  render: () => Promise<ReactNode>,
): Promise<ReactNode> {
  try {
    return await render();
  } catch (error) {
    if (!isProviderUnavailable(error)) throw error;
    console.error('[page] provider unavailable:', error.message);
    noteProviderUnavailable();
    return (
      <>
        <meta name="robots" content="noindex" />
        <UnavailableBlock locale={locale} heading="h2" />
      </>
    );
  }
}
