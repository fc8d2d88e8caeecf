import 'server-only';
import { getRepositoryEndpoint } from '@prismicio/client';
import { storefrontApiVersion } from '@/lib/constants';
import { serverConfig } from '../config';
import { apiFetch } from '../http-fetch';

const probeTimeoutMs = 2000;

/**
 * Whether a page could be rendered again now: Prismic gives its refs and the Storefront answers a
 * query. Unlike the readiness probe (server/health.ts), an answer that is an error counts as none.
 */
export async function providersAnswer(): Promise<boolean> {
  const [prismic, storefront] = await Promise.all([prismicAnswers(), storefrontAnswers()]);
  return prismic && storefront;
}

async function prismicAnswers(): Promise<boolean> {
  const { prismic } = serverConfig();
  const endpoint = new URL(prismic.endpoint ?? getRepositoryEndpoint(prismic.repository));
  if (prismic.accessToken) endpoint.searchParams.set('access_token', prismic.accessToken);
  try {
    const response = await apiFetch(endpoint.href, { signal: AbortSignal.timeout(probeTimeoutMs) });
    const body = (await response.json()) as { refs?: unknown };
    return response.ok && Array.isArray(body.refs);
  } catch {
    return false;
  }
}

async function storefrontAnswers(): Promise<boolean> {
  const { shopify } = serverConfig();
  try {
    const response = await apiFetch(`${shopify.fetchOrigin}/api/${storefrontApiVersion}/graphql.json`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-shopify-storefront-access-token': shopify.storefrontToken,
      },
      body: JSON.stringify({ query: '{ shop { name } }' }),
      signal: AbortSignal.timeout(probeTimeoutMs),
    });
    const body = (await response.json()) as { data?: { shop?: unknown }; errors?: unknown };
    return response.ok && !body.errors && Boolean(body.data?.shop);
  } catch {
    return false;
  }
}
