import 'server-only';
import * as prismic from '@prismicio/client';
import { localeConfig, type Locale } from '@/lib/markets';
import { localePath, pageTypePaths } from '@/lib/routes';
import { serverConfig } from '../config';
import { apiFetch, type ApiRequestInit } from '../http-fetch';
import { ProviderUnavailableError } from '../provider-unavailable';

const prismicTimeoutMs = 8000;
const clients = new Map<Locale, prismic.Client>();

/**
 * One Prismic client per locale: the CMS language of the locale by default, and route resolvers whose
 * paths carry the locale prefix, so every document `url` and link field resolves to this locale's page.
 */
export function prismicClient(locale: Locale): prismic.Client {
  const existing = clients.get(locale);
  if (existing) return existing;
  const { prismic: settings } = serverConfig();
  const client = prismic.createClient(settings.repository, {
    ...(settings.endpoint ? { documentAPIEndpoint: settings.endpoint } : {}),
    accessToken: settings.accessToken,
    routes: Object.entries(pageTypePaths).map(([type, path]) => ({ type, path: localePath(locale, path) })),
    defaultParams: { lang: localeConfig(locale).cmsLang },
    fetch: (input, init) => contentFetch(input, init),
  });
  clients.set(locale, client);
  return client;
}

/**
 * No answer or a 5xx is the repository being unavailable (server/provider-unavailable.ts), told apart
 * from a refusal it explains (a 4xx, which the client turns into its own errors).
 */
async function contentFetch(input: string, init: ApiRequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await apiFetch(input, { ...init, signal: AbortSignal.timeout(prismicTimeoutMs) });
  } catch (error) {
    throw new ProviderUnavailableError(`Prismic unreachable: ${(error as Error).message}`);
  }
  if (response.status >= 500) throw new ProviderUnavailableError(`Prismic ${response.status}`);
  return response;
}
