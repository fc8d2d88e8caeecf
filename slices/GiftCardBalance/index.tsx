import { asText, type Content } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { getTranslations } from 'next-intl/server';
import { GiftCardBalanceForm } from '@/client/slices/GiftCardBalanceForm';
import { RichText } from '@/components/RichText';
import { localeConfig } from '@/lib/markets';
import { botCheckTemplates } from '@/server/forms/templates';
import type { SliceContext } from '@/slices/context';
import section from '../section.module.css';
import { SliceSection } from '../SliceSection';

export type GiftCardBalanceProps = SliceComponentProps<Content.GiftCardBalanceSlice, SliceContext>;

/** spec §1 "check a gift card balance": the editor's text, and a form that asks /api/gift-card-balance/. */
export default async function GiftCardBalance({ slice, context }: GiftCardBalanceProps) {
  const { primary } = slice;
  const t = await getTranslations({ locale: context.locale, namespace: 'slices.giftCard' });
  const tAlerts = await getTranslations({ locale: context.locale, namespace: 'alerts' });
  const title = asText(primary.title);
  const headingId = `gift-card-${slice.id}`;
  return (
    <SliceSection
      slice={slice}
      title={title}
      headingId={headingId}
      className={section.form}
      titleClassName={section.formTitle}
    >
      <RichText field={primary.text} name="gift card balance text" />
      <GiftCardBalanceForm
        id={slice.id}
        intlLocale={localeConfig(context.locale).intl}
        botCheck={await botCheckTemplates(context.locale)}
        labels={{
          code: t('code'),
          hint: t('hint'),
          submit: t('submit'),
          checking: t('checking'),
          balance: t('balance'),
          validUntil: t('validUntil', { date: '{date}' }),
          expiredOn: t('expiredOn', { date: '{date}' }),
          invalid: t('invalid'),
          notFound: t('notFound'),
          serverError: t('serverError'),
          tooManyRequests: tAlerts('TOO_MANY_REQUESTS', { minutes: '{minutes}' }),
        }}
      />
    </SliceSection>
  );
}
