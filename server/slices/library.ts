import 'server-only';
import type { Content, SharedSlice } from '@prismicio/client';
import type { Locale } from '@/lib/markets';
import { sliceFromMock, withMediaOrigin, type ApiSlice } from '@/lib/slice-mocks';
import { sliceLibrary } from '@/slices/library';
import { serverConfig } from '../config';
import { getSingleDocument } from '../prismic/documents';

export function getLibraryUiPage(locale: Locale) {
  return getSingleDocument<Content.LibraryUiDocument>(locale, 'library_ui');
}

export interface LibrarySection {
  sliceName: string;
  variationName: string;
  slice: SharedSlice;
}

/** Every variation of every page slice, from its Slice Machine mocks, with media on the local CDN. */
export function librarySections(): LibrarySection[] {
  const origin = serverConfig().localBackendsOrigin;
  return sliceLibrary.flatMap(({ model, mocks }) =>
    mocks.map((mock, index) => ({
      sliceName: model.name,
      variationName:
        model.variations.find((variation) => variation.id === mock.variation)?.name ?? mock.variation,
      slice: withMediaOrigin(sliceFromMock(model.id, mock, index), origin) as unknown as SharedSlice,
    })),
  );
}

/** Slices the slice simulator receives from Slice Machine hold the mocks' CDN paths: make them URLs. */
export function withMockMedia<T>(slices: T[]): T[] {
  const origin = serverConfig().localBackendsOrigin;
  return slices.map((slice) => withMediaOrigin(slice as unknown as ApiSlice, origin) as unknown as T);
}
