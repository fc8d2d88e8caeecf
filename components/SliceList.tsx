import type { SliceZone as SliceZoneField } from '@prismicio/client';
import { Suspense } from 'react';
import { SliceZone, type SliceComponentProps, type SliceLike, type SliceZoneProps } from '@prismicio/react';
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
      components={hydratedApart(components)}
      context={{ locale, nested } satisfies SliceContext}
      defaultComponent={({ slice }) => {
        console.warn(`[slices] no component for slice type "${slice.slice_type}"`);
        return null;
      }}
    />
  );
}

type SliceComponents = SliceZoneProps<SliceContext>['components'];
const wrapped = new WeakMap<NonNullable<SliceComponents>, NonNullable<SliceComponents>>();

/**
 * Each slice in its own Suspense boundary: React hydrates the boundaries one by one in short tasks
 * instead of the whole page in one long one (Lighthouse's total blocking time on a phone). The page is
 * prerendered, so the boundaries never show a fallback.
 */
function hydratedApart(components: SliceComponents): SliceComponents {
  if (!components) return components;
  const known = wrapped.get(components);
  if (known) return known;
  const result = Object.fromEntries(
    Object.entries(components).map(([type, Slice]) => [
      type,
      function HydratedApart(props: SliceComponentProps<SliceLike, SliceContext>) {
        return (
          <Suspense>
            <Slice {...props} />
          </Suspense>
        );
      },
    ]),
  ) as NonNullable<SliceComponents>;
  wrapped.set(components, result);
  return result;
}
