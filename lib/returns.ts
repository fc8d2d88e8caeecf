/**
 * The house's return window: the FAQ, the terms of sale and the footer promise returns within 30
 * days. The shop knows when an order was placed, not when the carrier delivered it, so the window is
 * counted from the order's date: never wider than the promise, and the returns page says so.
 */
export const returnWindowDays = 30;

const dayMs = 24 * 60 * 60 * 1000;

/** Whether an order placed at `processedAt` (ISO date-time) can still be returned at `now`. */
export function isWithinReturnWindow(processedAt: string, now: Date = new Date()): boolean {
  const placed = Date.parse(processedAt);
  if (Number.isNaN(placed)) return false;
  return now.getTime() - placed <= returnWindowDays * dayMs;
}

/** An order is offered for return once delivered (FULFILLED, spec §4) and while within the window. */
export function isReturnableOrder(
  order: { fulfillmentStatus: string; processedAt: string },
  now: Date = new Date(),
): boolean {
  return order.fulfillmentStatus === 'FULFILLED' && isWithinReturnWindow(order.processedAt, now);
}
