import 'server-only';
import * as prismic from '@prismicio/client';
import { defaultLocale, localeConfig, type Locale } from '@/lib/markets';
import { localePath, pageTypePaths } from '@/lib/routes';
import { serverConfig } from '../config';
import { apiFetch, type ApiRequestInit } from '../http-fetch';
import { observeUpstream } from '../observability/upstream';
import { ProviderUnavailableError } from '../provider-unavailable';
import { checkDocumentShapes } from './document-shape';
import { forgetLastMasterRef } from './master-ref';
import { latestTagExpiry } from '@/shared-store/content-changes.mjs';

const prismicTimeoutMs = 8000;
/** Each locale's client, and the latest tag expiry seen when it was made. */
const clients = new Map<Locale, { client: prismic.Client; since: number }>();

/**
 * One Prismic client per locale: the CMS language of the locale by default, and route resolvers whose
 * paths carry the locale prefix, so every document `url` and link field resolves to this locale's page.
 * A client made before a revalidation that any instance wrote is not used after it (docs/adr/0044).
 */
export function prismicClient(locale: Locale): prismic.Client {
  const existing = clients.get(locale);
  if (existing && existing.since >= latestTagExpiry()) return existing.client;
  const { prismic: settings } = serverConfig();
  const client = prismic.createClient(settings.repository, {
    ...(settings.endpoint ? { documentAPIEndpoint: settings.endpoint } : {}),
    accessToken: settings.accessToken,
    routes: Object.entries(pageTypePaths).map(([type, path]) => ({ type, path: localePath(locale, path) })),
    defaultParams: { lang: localeConfig(locale).cmsLang },
    fetch: (input, init) => contentFetch(input, init),
  });
  clients.set(locale, { client, since: latestTagExpiry() });
  return client;
}

/** Each read of the repository, observed (server/observability/upstream.ts). */
function contentFetch(input: string, init: ApiRequestInit = {}): Promise<Response> {
  return observeUpstream('prismic', prismicOperation(input), () => contentRead(input, init));
}

/** `search` for document queries, `repository` for the ref lookup (the API's root). */
function prismicOperation(url: string): string {
  return new URL(url).pathname.endsWith('/documents/search') ? 'search' : 'repository';
}

/**
 * No answer or a 5xx is the repository being unavailable (server/provider-unavailable.ts), told apart
 * from a refusal it explains (a 4xx, which the client turns into its own errors). So is a search
 * answer holding a document its model does not describe (server/prismic/document-shape.ts).
 */
async function contentRead(input: string, init: ApiRequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await apiFetch(input, { ...init, signal: AbortSignal.timeout(prismicTimeoutMs) });
  } catch (error) {
    throw new ProviderUnavailableError(`Prismic unreachable: ${(error as Error).message}`);
  }
  if (response.status >= 500) throw new ProviderUnavailableError(`Prismic ${response.status}`);
  if (!response.ok || prismicOperation(input) !== 'search') return response;
  const text = await response.text();
  checkDocumentShapes(parsedAnswer(text));
  return new Response(text, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

function parsedAnswer(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderUnavailableError('Prismic answered a search that is not JSON');
  }
}

/**
 * @prismicio/client keeps the repository's master ref for 5 s (REPOSITORY_CACHE_TTL in its Client.js):
 * a read in that window after a publish would fill a fresh cache entry with the old content. A
 * webhook drops this process's clients, the other instances drop theirs when they see its revalidation
 * (docs/adr/0044), and /api/revalidate expires the reads once more when every ref has aged out, for the
 * renders that were in flight.
 */
export const masterRefCacheMs = 5000;

export function forgetMasterRefs(): void {
  clients.clear();
  forgetLastMasterRef();
}

/** The documents a webhook names, at the master ref it names (uncached: a webhook's own lookup). */
export async function findPublishedDocuments(ids: string[], ref: string | undefined) {
  const documents = await prismicClient(defaultLocale).getByIDs(ids, {
    lang: '*',
    pageSize: ids.length,
    ...(ref ? { ref } : {}),
  });
  return documents.results.map(({ id, type, uid }) => ({ id, type, uid }));
}
