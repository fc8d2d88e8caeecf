import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { serverReferenceKind } from '../next-internals/server-references';

/**
 * A server action's readable name for logs and spans (`cart.ts#addToCart`), from the build's
 * `server/server-reference-manifest.json` (id → file and export; read from next 16.4.6). Only ids the
 * build registered are named; any other header value is `unknown`, so a client cannot write into
 * the logs or grow a metric through it.
 */
let names: Map<string, string> | undefined;

function distDir(env: Record<string, string | undefined>): string {
  if (env.NEXT_DIST_DIR) return env.NEXT_DIST_DIR;
  // The standalone server.js carries its build's config, the folder's name with it.
  try {
    return (
      (JSON.parse(env.__NEXT_PRIVATE_STANDALONE_CONFIG ?? '{}') as { distDir?: string }).distDir ?? '.next'
    );
  } catch {
    return '.next';
  }
}

function readNames(env: Record<string, string | undefined>): Map<string, string> {
  try {
    const path = join(process.cwd(), distDir(env), 'server/server-reference-manifest.json');
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

export function serverActionName(id: string, env: Record<string, string | undefined> = process.env): string {
  if (serverReferenceKind(id) === null) return 'unknown';
  names ??= readNames(env);
  return names.get(id) ?? 'unknown';
}
