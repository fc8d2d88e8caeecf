import type { SliceZone as SliceZoneField } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import { components } from '@/slices';
import type { Locale } from '@/lib/markets';
import type { SliceContext } from '@/slices/context';

/**
 * A page's slice zone. A slice type the code does not know renders nothing, and the server logs it,
 * so the rest of the page still shows (an editor may publish a slice before the code ships).
 */
export function Slices({
  slices,
  locale,
  nested = false,
}: {
  slices: SliceZoneField;
  locale: Locale;
  nested?: boolean;
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
