import type { ReactNode } from 'react';

/**
 * React streams a dynamic hole into the prerendered shell as a hidden element at the end of <body>,
 * which a small inline script moves into place. Without JavaScript that script never runs, so this
 * fallback carries a <noscript> style that hides the fallback and shows the streamed content where it
 * arrived: <body> becomes a column that places it after <main>, before the footer. The forms and links
 * in it are plain GET forms and links, so the page still works (spec: sorting and paging without JS).
 */
const revealStreamedContent =
  '<style>body{display:flex;flex-direction:column}' +
  'body>div[hidden][id^="S:"]{display:block;order:1}' +
  'body>footer,body>footer~*{order:2}' +
  '[data-stream-fallback]{display:none}</style>';

export function StreamedWithoutScript({ children }: { children: ReactNode }) {
  return (
    <>
      <noscript dangerouslySetInnerHTML={{ __html: revealStreamedContent }} />
      <div data-stream-fallback="">{children}</div>
    </>
  );
}
