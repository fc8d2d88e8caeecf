/**
 * The editor's actions bar sticks to the top from 40rem up and wraps as the window narrows; what is
 * scrolled to lands below it through `--actions-bar` (pages.ts), whose height is measured here since
 * language and width change it (without script, one line is assumed). A label taller than its margin
 * is brought out from under the bar when its control gets the focus.
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
