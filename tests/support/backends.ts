import { startBackends, type RunningBackends } from '../../backends/server';

/** A backends process on a free port with a freshly seeded in-memory database. */
export function freshBackends(): Promise<RunningBackends> {
  return startBackends({ LOCAL_BACKENDS_PORT: 0, LOCAL_SMTP_PORT: 0, fresh: true });
}

export async function storefront<T = Record<string, unknown>>(
  backends: RunningBackends,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const response = await fetch(`${backends.origin}/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': backends.context.config.LOCAL_STOREFRONT_TOKEN,
    },
    body: JSON.stringify({ query, variables }),
  });
  return response.json() as never;
}
