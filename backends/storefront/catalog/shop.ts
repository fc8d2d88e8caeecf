/**
 * The shop's own settings, which Shopify keeps outside the catalogue. The name is the vendor every
 * seeded product carries; the money format is Shopify's default for the shop's euro base currency.
 */
export const shopSettings = {
  id: 1,
  name: 'Maison Aurèle',
  moneyFormat: '€{{amount_with_comma_separator}}',
};
