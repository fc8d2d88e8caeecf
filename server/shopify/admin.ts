import 'server-only';
import { storefrontApiVersion } from '@/lib/constants';
import { serverConfig } from '../config';

/** Failure of an Admin API call itself: not configured, network, timeout, HTTP status or GraphQL errors. */
export class AdminRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminRequestError';
  }
}

/**
 * One Admin GraphQL operation, for what the shop's own API (spec §7.2) must do with the Admin token:
 * never from the browser, never cached, never retried (every caller writes). Documents are typed by
 * the caller: the Admin schema is not part of the Storefront codegen.
 */
export async function adminRequest<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const { shopify } = serverConfig();
  if (!shopify.adminToken) throw new AdminRequestError('SHOPIFY_ADMIN_ACCESS_TOKEN is not set');
  let response: Response;
  try {
    response = await fetch(`${shopify.fetchOrigin}/admin/api/${storefrontApiVersion}/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shopify-access-token': shopify.adminToken },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(shopify.timeoutMs),
      cache: 'no-store',
    });
  } catch (error) {
    throw new AdminRequestError(`Admin API unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new AdminRequestError(`Admin API ${response.status}`);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] | string };
  if (body.errors || !body.data) {
    const message = Array.isArray(body.errors) ? body.errors.map((e) => e.message).join('; ') : body.errors;
    throw new AdminRequestError(`Admin API: ${message ?? 'no data'}`);
  }
  return body.data;
}
