import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { standaloneConfigVariable } from './standalone-config';

/**
 * Each server reference the build registered, by id, as `file#export` (`cart.ts#addToCart`): the
 * build's `server/server-reference-manifest.json` holds, under `node`, `{ filename, exportedName }`
 * per id (read from next 16.4.6; tests/e2e/next-build-output.spec.ts). Empty when the file cannot be
 * read: a missing name is a log line's `unknown`, never a failed request.
 */
export function serverReferenceNames(env: Record<string, string | undefined>): Map<string, string> {
  try {
    const path = resolve(process.cwd(), builtDistDir(env), 'server/server-reference-manifest.json');
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as {
      node?: Record<string, { filename?: string; exportedName?: string }>;
    };
    return new Map(
      Object.entries(manifest.node ?? {}).map(([id, { filename, exportedName }]) => [
        id,
        `${basename(filename ?? 'unknown')}#${exportedName ?? 'default'}`,
      ]),
    );
  } catch {
    return new Map();
  }
}

/** The build's folder: `NEXT_DIST_DIR`, else the one the standalone server's configuration names. */
function builtDistDir(env: Record<string, string | undefined>): string {
  if (env.NEXT_DIST_DIR) return env.NEXT_DIST_DIR;
  try {
    return (JSON.parse(env[standaloneConfigVariable] ?? '{}') as { distDir?: string }).distDir ?? '.next';
  } catch {
    return '.next';
  }
}
