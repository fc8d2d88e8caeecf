import { SliceZone } from '@prismicio/react';
import { SliceSimulator, type SliceSimulatorParams } from '@slicemachine/adapter-next/simulator';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { routing } from '@/i18n/routing';
import { withMockMedia } from '@/server/slices/library';
import { simulatedSlices } from '@/server/slices/simulator-state';
import { components } from '@/slices';

/**
 * Slice Machine's simulator (`npm run dev` beside `npm run slicemachine`): it renders the slices the
 * editor is working on, passed in the `state` query parameter, in the default locale.
 */
export default function SliceSimulatorPage({ searchParams }: SliceSimulatorParams) {
  return (
    <Suspense>
      <SimulatedSlices searchParams={searchParams} />
    </Suspense>
  );
}

async function SimulatedSlices({ searchParams }: SliceSimulatorParams) {
  const edited = simulatedSlices(await searchParams);
  // A state Slice Machine did not write: the bare simulator, where Slice Machine writes its own.
  if (edited === null) redirect('/slice-simulator');
  const slices = withMockMedia(edited);
  return (
    <SliceSimulator>
      <SliceZone slices={slices} components={components} context={{ locale: routing.defaultLocale }} />
    </SliceSimulator>
  );
}
