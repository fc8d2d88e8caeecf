import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localeConfig, type Locale } from '@/lib/markets';
import { formatAmount } from '@/lib/money';
import { orderLineName } from '@/lib/order-lines';
import { localePath } from '@/lib/routes';
import { getCustomerOrders } from '@/server/shopify/customer-orders';
import { OrderThumb } from './OrderThumb';
import styles from './Account.module.css';

type Query = Record<string, string | string[] | undefined>;

/**
 * spec §2.1 account `orders`: newest first, ten a page, with number, date, payment and delivery status
 * (spec §4 values, translated), total in the order's currency and the first lines pictured. Pages are
 * links (`after`/`before` cursors), so paging works without JavaScript.
 */
export async function OrdersSection({
  locale,
  token,
  query,
}: {
  locale: Locale;
  token: string;
  query: Query;
}) {
  const t = await getTranslations({ locale, namespace: 'account.orders' });
  const { intl } = localeConfig(locale);
  const dates = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' });
  const page = await getCustomerOrders(token, locale, { after: query.after, before: query.before });
  const orders = page?.nodes ?? [];
  if (orders.length === 0) return <p>{t('empty')}</p>;
  const accountPath = `${localePath(locale, '/account')}?section=orders`;
  return (
    <>
      <table className={styles.orders} data-testid="orders">
        <thead>
          <tr>
            <th scope="col">{t('number')}</th>
            <th scope="col">{t('date')}</th>
            <th scope="col">{t('payment')}</th>
            <th scope="col">{t('delivery')}</th>
            <th scope="col">{t('total')}</th>
            <th scope="col">{t('items')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link
                  href={`${accountPath}&order=${order.id.split('/').pop()}`}
                  aria-label={`${t('view')} ${order.name}`}
                >
                  {order.name}
                </Link>
              </th>
              <td>
                <time dateTime={order.processedAt}>{dates.format(new Date(order.processedAt))}</time>
              </td>
              <td>{order.financialStatus ? t(`financial.${order.financialStatus}`) : '—'}</td>
              <td>{t(`fulfillment.${order.fulfillmentStatus}`)}</td>
              <td>
                {formatAmount(order.currentTotalPrice.amount, order.currentTotalPrice.currencyCode, intl)}
              </td>
              <td>
                <span className={styles.thumbs}>
                  {order.lineItems.nodes.map((line, index) => (
                    <OrderThumb
                      key={index}
                      // A variant has a picture of its own only when the product has several (a colour):
                      // a fragrance's or a set's is its product's.
                      image={line.variant?.image ?? line.variant?.product.featuredImage}
                    />
                  ))}
                </span>
                <span className="visually-hidden">
                  {order.lineItems.nodes
                    .map((line) => `${line.quantity} × ${orderLineName(line.title, line.variant)}`)
                    .join(', ')}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {page?.pageInfo.hasPreviousPage || page?.pageInfo.hasNextPage ? (
        <nav aria-label={t('pages')} className={styles.pages}>
          {page.pageInfo.hasPreviousPage && page.pageInfo.startCursor ? (
            <Link href={`${accountPath}&before=${encodeURIComponent(page.pageInfo.startCursor)}`} rel="prev">
              {t('newer')}
            </Link>
          ) : null}
          {page.pageInfo.hasNextPage && page.pageInfo.endCursor ? (
            <Link href={`${accountPath}&after=${encodeURIComponent(page.pageInfo.endCursor)}`} rel="next">
              {t('older')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
