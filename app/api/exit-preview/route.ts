import { exitPreview } from '@prismicio/next';

/** Ends a Prismic preview session (the toolbar calls it): draft mode off, preview cookie removed. */
export function GET() {
  return exitPreview();
}
