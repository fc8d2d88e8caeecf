import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The headers next.config.ts gives a path (the security headers of docs/adr/0002), for the answers the
 * front makes without Next: the build's static files, the anonymous cart, the visitor's country. Next
 * writes the rules into its routes manifest (`readHeaderRules` reads them).
 */

/** One entry of Next's routes manifest `headers`: the headers next.config.ts gives a path. */
export interface HeaderRule {
  regex: string;
  headers: { key: string; value: string }[];
  has?: unknown[];
  missing?: unknown[];
}

/**
 * The configured headers Next would add to a path (later rules win, as in Next), or null when a
 * matching rule depends on the request (`has`/`missing`): such a file is left to Next.
 */
export function configuredHeaders(path: string, rules: readonly HeaderRule[]): Record<string, string> | null {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!new RegExp(rule.regex).test(path)) continue;
    if (rule.has?.length || rule.missing?.length) return null;
    for (const { key, value } of rule.headers) headers[key.toLowerCase()] = value;
  }
  return headers;
}

/** The `headers` of next.config.ts as the build wrote them (routes manifest); none without a build. */
export function readHeaderRules(distDir: string): HeaderRule[] {
  const manifest = join(distDir, 'routes-manifest.json');
  if (!existsSync(manifest)) return [];
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { headers?: HeaderRule[] }).headers ?? [];
}
