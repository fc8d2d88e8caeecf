import type { SliceZone as SliceZoneField } from '@prismicio/client';
import { editorialComponents } from '@/slices/editorial';
import type { Locale } from '@/lib/markets';
import { SliceList } from './SliceList';

/**
 * The slice zone of an editorial page type (home, article, category, lookbook, livestream, private):
 * only the slices those types accept. Its own module, apart from components/Slices.tsx, because the
 * browser bundle of a page holds the client islands of every module the page imports, used or not:
 * these pages never ship the forms and quiz of the universal and landing pages' slices.
 */
export function EditorialSlices(props: { slices: SliceZoneField; locale: Locale; nested?: boolean }) {
  return <SliceList {...props} components={editorialComponents} />;
}
