import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * The scripts every page's HTML loads (`static/chunks/….js`: the framework's and every route's entry
 * chunks), for scripts/compile-hints.ts: Next gives a build step no public list. Read from
 * `build-manifest.json`'s `rootMainFiles` and each route's `…_client-reference-manifest.js`
 * (`entryJSFiles`), as written by next 16.4.6; tests/unit/next-internals.test.ts checks a real build.
 */
export function firstLoadScripts(distDir: string): Set<string> {
  const { rootMainFiles } = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
  };
  const files = new Set(rootMainFiles);
  for (const manifest of clientReferenceManifests(join(distDir, 'server/app')))
    for (const entry of Object.values(manifest.entryJSFiles ?? {})) for (const file of entry) files.add(file);
  return new Set([...files].filter((file) => /^static\/chunks\/[^/]+\.js$/.test(file)));
}

type ClientReferenceManifest = { entryJSFiles?: Record<string, string[]> };

/** Each manifest script runs in a context of its own, so it assigns nothing in this process. */
export function clientReferenceManifests(dir: string): ClientReferenceManifest[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('_client-reference-manifest.js'))
    .flatMap((file) => {
      const sandbox: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
      runInNewContext(readFileSync(join(dir, file), 'utf8'), sandbox);
      return Object.values(sandbox.__RSC_MANIFEST ?? {});
    });
}
