import { getTranslations } from 'next-intl/server';
import type { PredictiveSearchLabels } from '@/client/search/PredictiveSearch';
import type { Locale } from '@/lib/markets';

/**
 * The predictive search's strings: islands get theirs from the server (no client message provider).
 * A module of its own, so the header can have them without importing the search form itself.
 */
export async function searchFormLabels(locale: Locale): Promise<PredictiveSearchLabels> {
  const t = await getTranslations({ locale, namespace: 'search' });
  return {
    label: t('label'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    suggestions: t('suggestions'),
    products: t('products'),
    status: { none: t('statusNone'), one: t.raw('statusOne'), other: t.raw('statusOther') },
    unavailable: t('unavailable'),
  };
}
