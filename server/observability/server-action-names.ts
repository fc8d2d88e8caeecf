import { serverReferenceNames } from '../next-internals/server-reference-manifest';
import { serverReferenceKind } from '../next-internals/server-references';

/**
 * A server action's readable name for logs and spans (`cart.ts#addToCart`). Only ids the build
 * registered are named; any other header value is `unknown`, so a client cannot write into the logs
 * or grow a metric through it.
 */
let names: Map<string, string> | undefined;

export function serverActionName(id: string, env: Record<string, string | undefined> = process.env): string {
  if (serverReferenceKind(id) === null) return 'unknown';
  names ??= serverReferenceNames(env);
  return names.get(id) ?? 'unknown';
}
