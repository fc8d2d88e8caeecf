import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localeConfig, type Locale } from '@/lib/markets';
import { formatAmount } from '@/lib/money';
import { isReturnableOrder } from '@/lib/returns';
import { localePath } from '@/lib/routes';
import { orderLineNames } from '@/server/customer/order-line-names';
import { getOwnOrder } from '@/server/customer/orders';
import { OrderThumb } from './OrderThumb';
import styles from './Account.module.css';

/**
 * One order of the customer's (`?section=orders&order={id}`): its lines, total, statuses and returns.
 * An order of another customer, or an id that is no order, reads "not found" (server/customer/orders).
 */
export async function OrderDetail({
  locale,
  customerId,
  orderId,
  returned,
}: {
  locale: Locale;
  customerId: string;
  orderId: string;
  returned: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'account.orders' });
  const order = await getOwnOrder(customerId, orderId);
  const ordersPath = `${localePath(locale, '/account')}?section=orders`;
  const back = (
    <p>
      <Link href={ordersPath}>{t('back')}</Link>
    </p>
  );
  if (!order)
    return (
      <div role="status">
        <p>{t('notFound')}</p>
        {back}
      </div>
    );
  const { intl } = localeConfig(locale);
  const money = ({ presentmentMoney: m }: { presentmentMoney: { amount: string; currencyCode: string } }) =>
    formatAmount(m.amount, m.currencyCode, intl);
  const date = new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'UTC' });
  const lineNames = await orderLineNames(locale, order.lineItems.nodes);
  const number = orderId.split('/').pop();
  return (
    <article aria-labelledby="order-title" data-testid="order-detail">
      {back}
      {returned ? (
        <p className={styles.notice} role="status">
          {t('returned')}
        </p>
      ) : null}
      <h3 id="order-title">{t('detail', { name: order.name })}</h3>
      <dl className={styles.facts}>
        <dt>{t('date')}</dt>
        <dd>
          <time dateTime={order.processedAt}>{date.format(new Date(order.processedAt))}</time>
        </dd>
        <dt>{t('payment')}</dt>
        <dd>{order.displayFinancialStatus ? t(`financial.${order.displayFinancialStatus}`) : '—'}</dd>
        <dt>{t('delivery')}</dt>
        <dd>{t(`fulfillment.${order.displayFulfillmentStatus}`)}</dd>
        <dt>{t('total')}</dt>
        <dd>{money(order.totalPriceSet)}</dd>
      </dl>
      <ul className={styles.lines}>
        {order.lineItems.nodes.map((line) => (
          <li key={line.id}>
            <OrderThumb image={line.image} />
            <span>{lineNames.get(line.id)}</span>
            <span>{t('quantity', { count: line.quantity })}</span>
            <span>{money(line.originalUnitPriceSet)}</span>
          </li>
        ))}
      </ul>
      {isReturnableOrder({
        fulfillmentStatus: order.displayFulfillmentStatus,
        processedAt: order.processedAt,
      }) ? (
        <p>
          <Link href={`${localePath(locale, '/account')}?section=return_product&order=${number}`}>
            {t('returnItem')}
          </Link>
        </p>
      ) : null}
      {order.returns.nodes.length > 0 ? (
        <section aria-labelledby="order-returns" data-testid="order-returns">
          <h4 id="order-returns">{t('returns')}</h4>
          <ul className={styles.returns}>
            {order.returns.nodes.map((item) => (
              <li key={item.id}>
                <strong>{item.name}</strong> · {t(`returnStatus.${item.status}`)}
                <ul>
                  {item.returnLineItems.nodes.map((line, index) => (
                    <li key={index}>
                      {line.quantity} × {lineNames.get(line.fulfillmentLineItem.lineItem.id) ?? ''}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
