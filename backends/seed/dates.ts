/** Seed dates: all in 2026, as Shopify prints them (no milliseconds). */
const day = 86_400_000;
const hour = 3_600_000;

export function isoDate(time: number): string {
  return new Date(time).toISOString().replace('.000Z', 'Z');
}

/** `days` after 1 January 2026, at `hours` UTC. */
export function in2026(days: number, hours = 9): number {
  return Date.UTC(2026, 0, 1) + days * day + hours * hour;
}

/**
 * `days` before the day the database is seeded, at `hours` UTC: for the few seeds that must stay
 * recent whenever the demo is started (orders still within the return window). Two databases seeded
 * on the same day are identical.
 */
export function daysBeforeToday(days: number, hours = 9, now = Date.now()): number {
  return Math.floor(now / day) * day - days * day + hours * hour;
}

export { day };
