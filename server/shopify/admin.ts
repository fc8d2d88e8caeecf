import 'server-only';
import { storefrontApiVersion } from '@/lib/constants';
import { serverConfig } from '../config';
import { graphqlOperationName, observeUpstream } from '../observability/upstream';
import { ProviderUnavailableError } from '../provider-unavailable';

/** Failure of an Admin API call itself: not configured, network, timeout, HTTP status or GraphQL errors. */
class AdminRequestError extends ProviderUnavailableError {
  constructor(message: string) {
    super(message);
    this.name = 'AdminRequestError';
  }
}

/**
 * Admin operations by query string, filled by codegen (generated/admin.generated.d.ts augments these
 * from the documents in documents/admin/), as @shopify/admin-api-client's interfaces are.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AdminQueries {}
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AdminMutations {}

type AdminOperations = AdminQueries & AdminMutations;
type Operation<Q extends keyof AdminOperations> = AdminOperations[Q] extends {
  return: infer R;
  variables: infer V;
}
  ? { return: R; variables: V }
  : never;

/**
 * One Admin GraphQL operation, for what the shop's own API (spec §7.2) must do with the Admin token:
 * never from the browser, never cached, never retried (every caller writes). A document from
 * documents/admin/ types its variables and answer (codegen.ts).
 */
export function adminRequest<Q extends keyof AdminOperations & string>(
  query: Q,
  variables: Operation<Q>['variables'],
): Promise<Operation<Q>['return']> {
  return observeUpstream('admin', graphqlOperationName(query), () => adminRequestOnce(query, variables));
}

async function adminRequestOnce<Q extends keyof AdminOperations & string>(
  query: Q,
  variables: Operation<Q>['variables'],
): Promise<Operation<Q>['return']> {
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
  const body = (await response.json()) as {
    data?: Operation<Q>['return'];
    errors?: { message: string }[] | string;
  };
  if (body.errors || !body.data) {
    const message = Array.isArray(body.errors) ? body.errors.map((e) => e.message).join('; ') : body.errors;
    throw new AdminRequestError(`Admin API: ${message ?? 'no data'}`);
  }
  return body.data;
}
