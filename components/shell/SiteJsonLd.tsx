import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { serverConfig } from '@/server/config';
import { getGlobalDocuments } from '@/server/prismic/global';
import { JsonLd } from './JsonLd';
import { menuEntries } from './navigation';

/** spec §2.3 structured data: the website's search action (query q) and the main navigation. */
export async function SiteJsonLd({ locale }: { locale: Locale }) {
  const { settings, navigation } = await getGlobalDocuments(locale);
  const origin = serverConfig().siteUrl;
  const absolute = (path: string) => new URL(path, origin).toString();
  const links = menuEntries(navigation).flatMap(({ text, href }) => (href ? [{ text, href }] : []));
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: settings?.data.site_name || 'Maison Aurèle',
          url: absolute(localePath(locale, '/')),
          potentialAction: {
            '@type': 'SearchAction',
            target: {
              '@type': 'EntryPoint',
              urlTemplate: `${absolute(localePath(locale, '/search'))}?q={q}`,
            },
            'query-input': 'required name=q',
          },
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          itemListElement: links.map((entry, index) => ({
            '@type': 'SiteNavigationElement',
            position: index + 1,
            name: entry.text,
            url: absolute(entry.href),
          })),
        }}
      />
    </>
  );
}
