import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoadScripts } from '../server/next-internals/build-manifests';

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
