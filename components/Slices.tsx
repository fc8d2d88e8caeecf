import type { SliceZone as SliceZoneField } from '@prismicio/client';
import { components } from '@/slices';
import type { Locale } from '@/lib/markets';
import { SliceList } from './SliceList';

/** A page's slice zone, with every slice of the library (universal and landing pages, /ui). */
export function Slices(props: { slices: SliceZoneField; locale: Locale; nested?: boolean }) {
  return <SliceList {...props} components={components} />;
}
