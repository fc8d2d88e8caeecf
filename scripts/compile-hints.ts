import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * The scripts a page's HTML loads all run while it loads (the framework, then every client component
 * the page hydrates), yet V8 compiles a function only when it is first called: on the main thread, in
 * the middle of hydration. V8's explicit compile hint (Chrome 136+; other browsers ignore a comment)
 * compiles the whole file on the background thread that parses it while it downloads. Traced on the
 * phone home page, it took the main thread's compiling from ~90 to ~10 ms (docs/adr/0017).
 *
 * Chunks loaded later (`next/dynamic`, the forms' zod) keep V8's lazy compilation: most of their
 * functions may never run. The hint shifts each file by one line; the build ships no source maps.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** Next calls this after compiling a production build (`compiler.runAfterProductionCompile`). */
export async function markFirstLoadScripts({ distDir }: { distDir: string }): Promise<void> {
  for (const file of firstLoadScripts(distDir)) {
    const path = join(distDir, file);
    const source = readFileSync(path, 'utf8');
    if (!source.startsWith(compileHint)) writeFileSync(path, compileHint + source);
  }
}

/** `static/chunks/….js` paths: the framework's own chunks and every route's entry chunks. */
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

/** Each route's `page_client-reference-manifest.js` assigns its manifest to a global; read it apart. */
function clientReferenceManifests(dir: string): ClientReferenceManifest[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('_client-reference-manifest.js'))
    .flatMap((file) => {
      const sandbox: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
      runInNewContext(readFileSync(join(dir, file), 'utf8'), sandbox);
      return Object.values(sandbox.__RSC_MANIFEST ?? {});
    });
}
