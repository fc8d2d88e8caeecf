import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstLoadScripts } from '../server/next-internals/build-manifests';

/**
 * The scripts a page's HTML loads all run during hydration, yet V8 compiles a function on the main
 * thread when first called. Its explicit compile hint (Chrome 136+; a plain comment elsewhere) compiles
 * the file on the thread that parses it while it downloads, taking most compiling off the main thread
 * (docs/adr/0017). Later chunks keep lazy compilation: much of them may never run. The hint shifts each
 * file by one line; the build ships no source maps.
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
