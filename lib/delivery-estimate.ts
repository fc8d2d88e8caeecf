/**
 * The delivery estimate of the product page: how many business days (Monday to Friday) a parcel
 * takes to each market, from the first business day after the order. The spec gives no figure
 * (§9: "Fees and rates: not shown"); these are the house's carrier promises, from Paris. Public
 * holidays are not counted out: the estimate is a range, and says so.
 */
import { localeConfig, type Locale, type MarketId } from './markets';

export interface BusinessDays {
  min: number;
  max: number;
}

const deliveryBusinessDays: Record<MarketId, BusinessDays> = {
  FRANCE: { min: 2, max: 3 },
  EU: { min: 3, max: 5 },
  ES: { min: 3, max: 5 },
  UK: { min: 3, max: 5 },
  CH: { min: 4, max: 6 },
  US: { min: 5, max: 7 },
};

/** The locale's business days, or null where nothing is sold online (en-ww, es-ww, ja-jp). */
export function deliveryDaysOf(locale: Locale): BusinessDays | null {
  const { market } = localeConfig(locale);
  return market ? deliveryBusinessDays[market] : null;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Dates are calendar days in Paris, where parcels leave: the UTC noon of that day stands for it. */
function parisDay(now: Date): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, 12));
}

const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** `count` business days after `from` (a UTC-noon day): Saturdays and Sundays are skipped. */
export function addBusinessDays(from: Date, count: number): Date {
  let date = from;
  for (let left = count; left > 0;) {
    date = new Date(date.getTime() + dayMs);
    if (!isWeekend(date)) left--;
  }
  return date;
}

/** The first and last day of delivery of an order placed at `now`, as UTC-noon days. */
export function deliveryWindow(days: BusinessDays, now: Date): { from: Date; to: Date } {
  const today = parisDay(now);
  return { from: addBusinessDays(today, days.min), to: addBusinessDays(today, days.max) };
}

/** The window in the shopper's language: "mardi 8 – jeudi 10 décembre". */
export function formatDeliveryWindow(window: { from: Date; to: Date }, intl: string): string {
  return new Intl.DateTimeFormat(intl, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).formatRange(window.from, window.to);
}
