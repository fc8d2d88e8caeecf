'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { loadCart, useCustomerGreeting } from '@/client/cart/cart-store';
import { splitLocale } from '@/lib/account';
import type { Locale } from '@/lib/markets';
import { AccountIcon } from './AccountIcon';
import { AccountMenu } from './AccountMenu';
import type { AccountLinkLabels } from './types';

/** Pages after which who is logged in may have changed (log-in, sign-up, reset, log-out). */
const sessionPaths = ['/account', '/login', '/login-account', '/reset-password', '/enable-account'];

/**
 * The header's account part (spec §2.1): an icon, so the header keeps room for its logo at 1024 px
 * in every language. Everyone gets the icon linking to the account on the static page; once
 * GET /api/cart has answered, a logged-in customer's icon opens a menu with the greeting, the account
 * link and the log-out button. It asks again when the visitor lands on a page where the session may
 * have changed.
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
  labels: AccountLinkLabels;
}) {
  const customer = useCustomerGreeting();
  const pathname = usePathname();
  useEffect(() => {
    if (sessionPaths.includes(splitLocale(pathname).path)) void loadCart(locale);
  }, [pathname, locale]);
  if (!customer)
    return (
      <Link href={href} className={className} data-testid="account-link">
        <AccountIcon />
        <span className="visually-hidden">{labels.account}</span>
      </Link>
    );
  const greeting = customer.firstName ? labels.hello.replace('{name}', customer.firstName) : labels.account;
  return (
    <AccountMenu locale={locale} href={href} className={className} greeting={greeting} labels={labels} />
  );
}
