import { getTranslations } from 'next-intl/server';
import type { SizeGuideLabels } from '@/client/product/types';
import type { Locale } from '@/lib/markets';
import { bodyMeasurementKeys } from '@/lib/size-guide';

export async function sizeGuideLabels(locale: Locale): Promise<SizeGuideLabels> {
  const t = await getTranslations({ locale, namespace: 'product' });
  return {
    open: t('sizeGuide.open'),
    title: t('sizeGuide.title'),
    close: t('sizeGuide.close'),
    sizeInformation: t('sizeGuide.sizeInformation'),
    chart: t('sizeGuide.chart'),
    size: t('sizeGuide.size'),
    findYourSize: t('sizeGuide.findYourSize'),
    fields: Object.fromEntries(
      bodyMeasurementKeys.map((key) => [key, t(`sizeGuide.fields.${key}`)]),
    ) as Record<(typeof bodyMeasurementKeys)[number], string>,
    // Kept as templates: the island fills {size} once it knows it.
    recommendedSize: t.raw('sizeGuide.recommendedSize') as string,
    ringSize: t.raw('sizeGuide.ringSize') as string,
    shoeSize: t.raw('sizeGuide.shoeSize') as string,
    outOfRange: t('sizeGuide.outOfRange'),
  };
}
