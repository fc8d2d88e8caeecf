import { getTranslations } from 'next-intl/server';
import type { GiftCardRecipientProps } from '@/client/product/GiftCardRecipientFields';
import { recipientMessageMaxLength, recipientNameMaxLength } from '@/lib/gift-card-recipient';
import type { Locale } from '@/lib/markets';

/** The gift card's recipient fields: their texts and lengths. */
export async function giftCardRecipientProps(locale: Locale): Promise<GiftCardRecipientProps> {
  const t = await getTranslations({ locale, namespace: 'product.giftCardRecipient' });
  return {
    labels: {
      legend: t('legend'),
      hint: t('hint'),
      email: t('email'),
      name: t('name'),
      message: t('message'),
      messageHint: t('messageHint', { max: recipientMessageMaxLength }),
      sendOn: t('sendOn'),
      sendOnHint: t('sendOnHint'),
    },
    nameMaxLength: recipientNameMaxLength,
    messageMaxLength: recipientMessageMaxLength,
  };
}
