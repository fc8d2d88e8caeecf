/**
 * Image props for the picture that is a page's largest paint: preloaded from the head and asked
 * for before other pictures (Next 16's `priority` only preloads; the browser then starts it as Low).
 */
export function largestPaint(isLargestPaint: boolean) {
  return isLargestPaint ? ({ preload: true, fetchPriority: 'high' } as const) : {};
}
