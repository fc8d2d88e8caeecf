/**
 * next/image props for a picture always shown `displayWidth` CSS pixels wide. Given a number width and
 * no `sizes`, next/image offers the browser two files (1x and 2x); with `sizes="240px"` it lists all
 * seventeen widths of deviceSizes and imageSizes, ~2 KB of HTML per picture and as much again in the
 * page's RSC payload (the mega menu's eight tiles were 20 KB of every page's header).
 */
export function fixedWidth(
  image: { width: number; height: number },
  displayWidth: number,
): { width: number; height: number } {
  return { width: displayWidth, height: Math.round((displayWidth * image.height) / image.width) };
}
