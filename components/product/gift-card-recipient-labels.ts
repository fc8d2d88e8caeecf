import { getTranslations } from 'next-intl/server';
import type { GiftCardRecipientProps } from '@/client/product/GiftCardRecipientFields';
import { recipientMessageMaxLength, recipientNameMaxLength, sendOnRange } from '@/lib/gift-card-recipient';
import type { Locale } from '@/lib/markets';

/**
 * The gift card's recipient fields: their texts, and the send dates the browser offers. The page is
 * cached, so the dates may be a day behind; the server checks them again on the add.
 */
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
    sendOn: sendOnRange(new Date()),
    nameMaxLength: recipientNameMaxLength,
    messageMaxLength: recipientMessageMaxLength,
  };
}
