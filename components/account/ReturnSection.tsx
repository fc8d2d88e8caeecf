import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ReturnForm } from '@/client/account/ReturnForm';
import { formRules } from '@/lib/form-schemas';
import type { Locale } from '@/lib/markets';
import { isReturnableOrder, returnWindowDays } from '@/lib/returns';
import { localePath } from '@/lib/routes';
import { orderLineNames } from '@/server/customer/order-line-names';
import { getReturnableLines, orderGid } from '@/server/customer/orders';
import { getCustomerOrders } from '@/server/shopify/customer-orders';
import type { FormProps } from './AuthPage';

/**
 * spec §2.1 account `return_product`: first the delivered orders still within the return window
 * (lib/returns.ts; links, `&order={id}`), then the chosen order's returnable lines in the return form.
 * What can be returned is the provider's answer (Admin returnableFulfillments): a line already
 * returned in full is not offered again. The page says how long the window is.
 */
export async function ReturnSection({
  locale,
  customer,
  order,
  form,
}: {
  locale: Locale;
  customer: { id: string; token: string };
  order: string | string[] | undefined;
  form: FormProps;
}) {
  const t = await getTranslations({ locale, namespace: 'account.returns' });
  const sectionPath = `${localePath(locale, '/account')}?section=return_product`;
  const orderId = orderGid(order);
  if (orderId) {
    const lines = await getReturnableLines(customer.id, orderId);
    const names = await orderLineNames(
      locale,
      (lines ?? []).map((line) => line.fulfillmentLineItem.lineItem),
    );
    return (
      <div>
        <p>
          <Link href={sectionPath}>{t('otherOrder')}</Link>
        </p>
        {lines === null ? (
          <p role="status">{t('notReturnable', { days: returnWindowDays })}</p>
        ) : lines.length === 0 ? (
          <p role="status">{t('noLines')}</p>
        ) : (
          <ReturnForm
            {...form}
            rules={formRules('returnRequest')}
            order={order as string}
            lines={lines.map((line) => ({
              id: line.fulfillmentLineItem.id,
              name: names.get(line.fulfillmentLineItem.lineItem.id) ?? '',
              quantity: line.quantity,
              imageUrl: line.fulfillmentLineItem.lineItem.image?.url ?? null,
            }))}
          />
        )}
      </div>
    );
  }
  const page = await getCustomerOrders(customer.token, locale, {});
  // The newest page of orders: an older order within the window still opens from its own page.
  const returnable = (page?.nodes ?? []).filter((node) => isReturnableOrder(node));
  const windowNote = <p data-testid="return-window">{t('window', { days: returnWindowDays })}</p>;
  if (returnable.length === 0)
    return (
      <div>
        {windowNote}
        <p>{t('none')}</p>
      </div>
    );
  return (
    <div>
      {windowNote}
      <p>{t('intro')}</p>
      <ul data-testid="returnable-orders">
        {returnable.map((node) => (
          <li key={node.id}>
            <Link href={`${sectionPath}&order=${node.id.split('/').pop()}`}>
              {t('fromOrder', { name: node.name })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
