import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HeaderRule } from '../lib/configured-headers';

/** The `headers` of next.config.ts as the build wrote them (routes manifest); none without a build. */
export function readHeaderRules(distDir: string): HeaderRule[] {
  const manifest = join(distDir, 'routes-manifest.json');
  if (!existsSync(manifest)) return [];
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { headers?: HeaderRule[] }).headers ?? [];
}
