import 'server-only';
import {
  createStorefrontApiClient,
  type ReturnData,
  type StorefrontApiClient,
  type StorefrontOperations,
} from '@shopify/storefront-api-client';
import { retryDefaultCount, retryDelayMs, storefrontApiVersion } from '@/lib/constants';
import { serverConfig } from '../config';
import { apiFetch } from '../http-fetch';
import { graphqlOperationName, observeUpstream } from '../observability/upstream';
import { ProviderUnavailableError } from '../provider-unavailable';
import { keepReadAhead, takeReadAhead } from './reads-ahead';

/**
 * Failure of the Storefront call itself: network, timeout, HTTP status or GraphQL errors. `refused`:
 * the provider turned the call away before running it (THROTTLED, HTTP 429), so nothing was applied.
 * `retryable`: a later attempt may succeed (a refusal, 5xx, no answer); a mutation that failed that
 * way may still have been applied.
 */
export class StorefrontRequestError extends ProviderUnavailableError {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly refused = false,
  ) {
    super(message);
    this.name = 'StorefrontRequestError';
  }
}

let client: StorefrontApiClient | undefined;

function storefrontClient(): StorefrontApiClient {
  if (client) return client;
  const { shopify } = serverConfig();
  client = createStorefrontApiClient({
    storeDomain: shopify.storeUrl,
    apiVersion: storefrontApiVersion,
    publicAccessToken: shopify.storefrontToken,
    // The client insists on https; the local backends speak http, so the origin is swapped here.
    customFetchApi: (url, init) =>
      apiFetch(url.replace(shopify.storeUrl, shopify.fetchOrigin), {
        ...init,
        signal: AbortSignal.timeout(shopify.timeoutMs),
      }),
    logger: (log) => {
      // spec §9 pins 2025-07; the client judges support from today's date and warns on every start.
      if (log.type === 'Unsupported_Api_Version' && log.content.apiVersion === storefrontApiVersion) return;
      if (log.type === 'Unsupported_Api_Version')
        console.warn(`[storefront] ${log.content.apiVersion} unsupported`);
    },
  });
  return client;
}

type Variables<Operation extends keyof StorefrontOperations> = StorefrontOperations[Operation]['variables'];

interface RequestOptions<Operation extends keyof StorefrontOperations> {
  variables: Variables<Operation>;
  /** Reads retry on 429, 5xx, THROTTLED and network errors (ARCHITECTURE). Mutations: see below. */
  retries?: number;
  /** spec §7.1: cart queries never retry an answer that came with HTTP 200 (THROTTLED included). */
  retryThrottled?: boolean;
}

const maxReadRetries = 2;

/**
 * Whether attempt `attempt` (from 0) may be followed by another. A mutation is retried only when the
 * provider refused it before applying it (THROTTLED, 429), up to spec §9's generic retry count: after
 * a 5xx, a timeout or a lost connection it may have been applied, and running it again could apply
 * it twice (an added line added again).
 */
function mayRetry(error: unknown, attempt: number, isMutation: boolean, readRetries: number): boolean {
  if (!(error instanceof StorefrontRequestError)) return false;
  if (isMutation) return error.refused && attempt < retryDefaultCount;
  return error.retryable && attempt < readRetries;
}

/**
 * One typed Storefront operation. The document's type comes from codegen (storefront.generated.d.ts),
 * so a query that does not validate against the 2025-07 schema fails `npm test`. Retries wait
 * min(1000 x 2^n, 30000) ms (spec §9).
 */
export async function storefrontRequest<const Operation extends keyof StorefrontOperations>(
  operation: Operation,
  { variables, retries = maxReadRetries, retryThrottled = true }: RequestOptions<Operation>,
): Promise<NonNullable<ReturnData<Operation, StorefrontOperations>>> {
  const isMutation = /^\s*(#graphql\s*)?mutation\b/.test(operation as string);
  const ahead = isMutation ? undefined : takeReadAhead(operation as string, variables);
  if (ahead) return ahead as Promise<NonNullable<ReturnData<Operation, StorefrontOperations>>>;
  for (let attempt = 0; ; attempt++) {
    try {
      return await observeUpstream(
        'storefront',
        graphqlOperationName(operation as string),
        () => requestOnce(operation, variables, retryThrottled),
        storefrontFailureKind,
      );
    } catch (error) {
      if (!mayRetry(error, attempt, isMutation, retries)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
    }
  }
}

/**
 * Starts a read that a render is about to make (server/shopify/reads-ahead.ts): that render's
 * `storefrontRequest` with the same operation and variables takes this answer instead of asking again.
 */
export function readAhead<const Operation extends keyof StorefrontOperations>(
  operation: Operation,
  options: RequestOptions<Operation>,
): void {
  keepReadAhead(operation as string, options.variables, storefrontRequest(operation, options));
}

/** The metrics' name for a failed call: a refusal (THROTTLED, 429), no answer, or any other error. */
function storefrontFailureKind(error: unknown): string {
  if (!(error instanceof StorefrontRequestError)) return 'error';
  if (error.refused) return 'throttled';
  return error.retryable ? 'unavailable' : 'error';
}

async function requestOnce<const Operation extends keyof StorefrontOperations>(
  operation: Operation,
  variables: Variables<Operation>,
  retryThrottled: boolean,
) {
  let response;
  try {
    // The generic options type cannot be narrowed through the client's conditional types.
    response = await storefrontClient().request(operation, { variables } as never);
  } catch (error) {
    throw new StorefrontRequestError(`Storefront unreachable: ${(error as Error).message}`, true);
  }
  const { data, errors } = response;
  if (errors) {
    // No status: the request got no answer (network error, timeout), which the client reports as such.
    const status = errors.networkStatusCode;
    const throttled = errors.graphQLErrors?.some((e) => e.extensions?.code === 'THROTTLED') ?? false;
    const refused = throttled || status === 429;
    const message = errors.graphQLErrors?.map((e) => e.message).join('; ') || errors.message || 'error';
    throw new StorefrontRequestError(
      `Storefront ${status ?? 'unreachable'}: ${message}`,
      (retryThrottled && throttled) || status === 429 || status === undefined || status >= 500,
      refused,
    );
  }
  if (!data) throw new StorefrontRequestError('Storefront answered without data', false);
  return data as NonNullable<ReturnData<Operation, StorefrontOperations>>;
}
