import type { SliceZone as SliceZoneField } from '@prismicio/client';
import { components } from '@/slices';
import { editorialComponents } from '@/slices/editorial';
import type { Locale } from '@/lib/markets';
import { SliceList } from './SliceList';

type SlicesProps = { slices: SliceZoneField; locale: Locale; nested?: boolean };

/** A page's slice zone, with every slice of the library (universal and landing pages, /ui). */
export function Slices(props: SlicesProps) {
  return <SliceList {...props} components={components} />;
}

/**
 * The slice zone of an editorial page type (home, article, category, lookbook, livestream, private):
 * only the slices those types accept, so their pages never ship the other slices' islands.
 */
export function EditorialSlices(props: SlicesProps) {
  return <SliceList {...props} components={editorialComponents} />;
}
