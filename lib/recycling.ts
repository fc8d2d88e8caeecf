/** spec §2.1 / §6: the Italian recycling page is for visitors from Italy. */
export const recyclingPageUid = 'how-to-recycle-in-italia';
const recyclingCountry = 'IT';

/** Leave the page for the home page when the visitor's country is known and is not Italy. */
export function mustLeaveRecyclingPage(visitorCountry: string | null | undefined): boolean {
  const country = visitorCountry?.trim().toUpperCase();
  return Boolean(country && /^[A-Z]{2}$/.test(country) && country !== recyclingCountry);
}
