/**
 * The editor's actions bar sticks to the top of the page from 40rem up, and wraps onto more lines as the
 * window narrows. What the keyboard, a find or an error summary's link scrolls to lands below it
 * (pages.ts: `scroll-padding-top` from `--actions-bar`, and a margin above each control for its
 * label): the bar's height is measured here, since it depends on the room's language and the window's
 * width; without script, the style's fallback assumes one line. A label taller than that margin (one
 * that wraps beside a picture) is brought out from under the bar when its control gets the focus.
 */
export function keepScrollTargetsBelowActionsBar() {
  const bar = document.querySelector<HTMLElement>('form > .toolbar');
  if (!bar) return;
  new ResizeObserver(() => {
    document.documentElement.style.setProperty('--actions-bar', `${bar.offsetHeight}px`);
  }).observe(bar);
  document.addEventListener('focusin', (event) => {
    const control = event.target;
    if (!(control instanceof HTMLElement) || !control.id || bar.contains(control)) return;
    const label = document.querySelector(`label[for="${CSS.escape(control.id)}"]`);
    const covered = bar.getBoundingClientRect().bottom - (label ?? control).getBoundingClientRect().top;
    if (getComputedStyle(bar).position === 'sticky' && covered > 0) window.scrollBy(0, -covered - 8);
  });
}
