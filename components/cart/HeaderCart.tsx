import { CartPanel } from '@/client/cart/CartPanel';
import { localeConfig, type Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { cartLabels } from './cart-labels';
import { cartOffers } from '@/server/cart/offers';

/**
 * The header's cart button and panel. Static like the rest of the page: the visitor's cart is read
 * by the panel from the browser (GET /api/cart), so no page render depends on a cookie.
 */
export async function HeaderCart({ locale }: { locale: Locale }) {
  const [offers, labels] = await Promise.all([cartOffers(locale), cartLabels(locale)]);
  return (
    <CartPanel
      locale={locale}
      intl={localeConfig(locale).intl}
      cartHref={localePath(locale, '/cart')}
      {...offers}
      labels={labels}
    />
  );
}
