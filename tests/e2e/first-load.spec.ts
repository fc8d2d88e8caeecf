import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientReferenceManifests } from '@/server/next-internals/build-manifests';
import { expect, test } from './support';

/**
 * What every page's first load leaves out (docs/adr/0017), read from the test shop's build: the
 * scripts each route's layouts and page load before anything is tapped.
 */
const distDir = join(process.cwd(), process.env.TEST_DIST_DIR ?? '.next-test');

/** zod's core type, named as a string in its code however the bundler minifies it. */
const zodMarker = '$ZodType';

test('no page loads zod with its first scripts: forms import it when the browser is idle', () => {
  const carrying = new Set<string>();
  const manifests = clientReferenceManifests(join(distDir, 'server/app'));
  expect(manifests.length).toBeGreaterThan(10);
  for (const manifest of manifests)
    for (const [entry, files] of Object.entries(manifest.entryJSFiles ?? {}))
      for (const file of files)
        if (file.endsWith('.js') && readFileSync(join(distDir, file), 'utf8').includes(zodMarker))
          carrying.add(`${entry.replace(/^\[project\]/, '')} loads ${file}`);
  expect([...carrying]).toEqual([]);
});
