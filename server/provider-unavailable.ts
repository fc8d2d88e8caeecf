import 'server-only';

/**
 * A provider (Storefront, Admin, Prismic) that cannot answer is an expected state (ARCHITECTURE
 * "Errors and input"): an action answers its error state, a page its error block. Errors thrown in a
 * `'use cache'` read reach the caller re-created from the cache's stream, without their class; Next
 * keeps an error's own `digest` across that boundary, so the digest is what marks them.
 */
const providerUnavailableDigest = 'PROVIDER_UNAVAILABLE';

export class ProviderUnavailableError extends Error {
  readonly digest = providerUnavailableDigest;

  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

export function isProviderUnavailable(error: unknown): error is Error {
  return error instanceof Error && (error as { digest?: unknown }).digest === providerUnavailableDigest;
}
