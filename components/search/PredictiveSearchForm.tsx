import { PredictiveSearch } from '@/client/search/PredictiveSearch';
import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { searchFormLabels } from './search-labels';

/** The search page's form with predictive search. */
export async function PredictiveSearchForm({
  locale,
  defaultQuery,
  layout,
}: {
  locale: Locale;
  defaultQuery?: string;
  layout?: 'page' | 'inline';
}) {
  return (
    <PredictiveSearch
      locale={locale}
      action={localePath(locale, '/search')}
      defaultQuery={defaultQuery}
      layout={layout}
      labels={await searchFormLabels(locale)}
    />
  );
}
