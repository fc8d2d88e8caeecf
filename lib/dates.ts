/** A Prismic Date (YYYY-MM-DD) or Timestamp as a long date in the page's language. */
export function formatLongDate(value: string, intl: string, withTime = false): string {
  return new Intl.DateTimeFormat(intl, {
    dateStyle: 'long',
    ...(withTime ? { timeStyle: 'short' } : {}),
    // A Date field has no time zone: read it as the calendar day it names.
    timeZone: withTime ? 'Europe/Paris' : 'UTC',
  }).format(new Date(value));
}
