/** Storefront MoneyV2 from integer minor units: amount is a Decimal string, e.g. "129.0". */
export function money(minorUnits: number, currencyCode: string): { amount: string; currencyCode: string } {
  const amount = (minorUnits / 100).toFixed(2).replace(/0$/, '');
  return { amount, currencyCode };
}
