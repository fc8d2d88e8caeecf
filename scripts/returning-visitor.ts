/**
 * The cookies of a visitor who has seen a first visit's pop-ins and given consent, so that nothing
 * covers the product form or the header when a script times what a shopper does there.
 */
export function returningVisitorCookies(origin: string) {
  return ['NEWSLETTER_POPIN_ATTEMPTS', 'POPIN_CONTESTS_IS_SHOWN']
    .map((name) => ({ name, value: '1' }))
    .concat({
      name: 'consent_groups',
      value: encodeURIComponent(`groups=${encodeURIComponent('C0001:1,C0002:0')}`),
    })
    .map((cookie) => ({ ...cookie, url: origin }));
}
