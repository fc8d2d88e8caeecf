import { getTranslations } from 'next-intl/server';
import { PredictiveSearch } from '@/client/search/PredictiveSearch';
import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';

/**
 * The search form with predictive search, for the header and the search page. Its strings come from
 * here (no client-side message provider).
 */
export async function SearchForm({
  locale,
  defaultQuery,
  layout,
}: {
  locale: Locale;
  defaultQuery?: string;
  layout?: 'page' | 'inline';
}) {
  const t = await getTranslations({ locale, namespace: 'search' });
  return (
    <PredictiveSearch
      locale={locale}
      action={localePath(locale, '/search')}
      defaultQuery={defaultQuery}
      layout={layout}
      labels={{
        label: t('label'),
        placeholder: t('placeholder'),
        submit: t('submit'),
        suggestions: t('suggestions'),
        products: t('products'),
        status: { none: t('statusNone'), one: t.raw('statusOne'), other: t.raw('statusOther') },
      }}
    />
  );
}
