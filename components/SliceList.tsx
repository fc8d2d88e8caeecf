import type { SliceZone as SliceZoneField } from '@prismicio/client';
import { SliceZone, type SliceZoneProps } from '@prismicio/react';
import type { Locale } from '@/lib/markets';
import type { SliceContext } from '@/slices/context';

/**
 * A slice zone rendered with a given slice library. A slice type the library does not know renders
 * nothing, and the server logs it, so the rest of the page still shows (an editor may publish a slice
 * before the code ships).
 */
export function SliceList({
  slices,
  locale,
  nested = false,
  components,
}: {
  slices: SliceZoneField;
  locale: Locale;
  nested?: boolean;
  components: SliceZoneProps<SliceContext>['components'];
}) {
  return (
    <SliceZone
      slices={slices}
      components={components}
      context={{ locale, nested } satisfies SliceContext}
      defaultComponent={({ slice }) => {
        console.warn(`[slices] no component for slice type "${slice.slice_type}"`);
        return null;
      }}
    />
  );
}
