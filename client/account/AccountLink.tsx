'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { loadCart, useCustomerGreeting } from '@/client/cart/cart-store';
import { splitLocale } from '@/lib/account';
import type { Locale } from '@/lib/markets';
import { logoutAction } from '@/server/actions/account';
import styles from './AccountLink.module.css';

/** Pages after which who is logged in may have changed (log-in, sign-up, reset, log-out). */
const sessionPaths = ['/account', '/login', '/login-account', '/reset-password', '/enable-account'];

/**
 * The header's account link (spec §2.1): "Account" for everyone on the static page; once GET /api/cart
 * has answered, the logged-in customer's greeting and a log-out button (a form: it works without
 * JavaScript too). It asks again when the visitor lands on a page where the session may have changed.
 */
export function AccountLink({
  locale,
  href,
  className,
  labels,
}: {
  locale: Locale;
  href: string;
  className?: string;
  labels: { account: string; hello: string; logout: string };
}) {
  const customer = useCustomerGreeting();
  const pathname = usePathname();
  useEffect(() => {
    if (sessionPaths.includes(splitLocale(pathname).path)) void loadCart(locale);
  }, [pathname, locale]);
  if (!customer)
    return (
      <Link href={href} className={className} data-testid="account-link">
        {labels.account}
      </Link>
    );
  // The header hides the link on phones (its class); the greeting and the button sit in one row inside.
  return (
    <span className={className}>
      <span className={styles.account}>
        <Link href={href} data-testid="account-link">
          {customer.firstName ? labels.hello.replace('{name}', customer.firstName) : labels.account}
        </Link>
        <form action={logoutAction}>
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className={styles.logout} data-testid="header-logout">
            {labels.logout}
          </button>
        </form>
      </span>
    </span>
  );
}
