/** Gift cards (balances in minor units) and discount codes. */
export const giftCards = [
  {
    code: 'GIFT-2026-DEMO-0001',
    currency: 'EUR',
    balance: 15000,
    initialValue: 15000,
    expiresOn: '2028-03-31',
    enabled: true,
  },
  {
    code: 'GIFT-2025-EXPD-0002',
    currency: 'EUR',
    balance: 5000,
    initialValue: 10000,
    expiresOn: '2025-12-31',
    enabled: true,
  },
  {
    code: 'GIFT-2026-DSBL-0003',
    currency: 'EUR',
    balance: 20000,
    initialValue: 20000,
    expiresOn: '2028-06-30',
    enabled: false,
  },
];

export const discountCodes = [
  { code: 'WELCOME10', percentage: 10, active: true },
  { code: 'SUMMER25', percentage: 25, active: false },
];
