/**
 * The tags a customer may set on their own record (spec §7.2 customers/update-tags): their interests,
 * which the newsletter and the account use to pick what to show. Every other tag (vip, newsletter,
 * private-sales…) is the merchant's and cannot be added or removed through the shop.
 */
export const customerInterestTags = ['interest-fashion', 'interest-fragrance', 'interest-sets'] as const;
