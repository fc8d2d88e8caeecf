import { revalidateTag } from 'next/cache';
import { after } from 'next/server';
import { badRequest, readJsonBody } from '@/server/api/json';
import { serverConfig } from '@/server/config';
import { findPublishedDocuments, forgetMasterRefs, masterRefCacheMs } from '@/server/prismic/client';
import { prismicWebhookSchema, prismicWebhookTags, secretMatches } from '@/server/webhooks/prismic';
import { shopifyWebhookTags, verifyShopifyHmac } from '@/server/webhooks/shopify';
import { withRateLimit } from '@/server/rate-limit';

/**
 * On-demand invalidation. Prismic's webhook (JSON body with its `secret`; the local backends send the
 * same one on every new master ref) expires the reads of the documents it names
 * (server/webhooks/prismic.ts): a publish is live on the next request (ADR 0001), hence
 * `{ expire: 0 }` rather than the stale-while-revalidate `'max'` profile, which would serve the old
 * page once more. The same tags expire again once every instance's cached master ref has aged out
 * (server/prismic/client.ts), so no entry keeps what a stale ref read in between.
 *
 * Shopify's product and collection webhooks carry no `secret` but an `x-shopify-hmac-sha256` header
 * over the raw body: they are told apart by that header and verified before their body is read.
 */
export async function POST(request: Request) {
  return withRateLimit('revalidate', request, () => answer(request));
}

async function answer(request: Request) {
  const hmac = request.headers.get('x-shopify-hmac-sha256');
  if (hmac !== null) return shopifyWebhook(request, hmac);
  const body = await readJsonBody(request);
  if (!body.ok) return badRequest(body.error);
  const parsed = prismicWebhookSchema.safeParse(body.value);
  if (!parsed.success) return badRequest(parsed.error);
  if (!secretMatches(parsed.data.secret, serverConfig().prismic.webhookSecret))
    return Response.json({ error: 'secret: does not match' }, { status: 401 });
  const tags = await prismicWebhookTags(parsed.data, findPublishedDocuments);
  if (tags.length > 0) {
    forgetMasterRefs();
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    after(async () => {
      await new Promise((resolve) => setTimeout(resolve, masterRefCacheMs + 1000));
      for (const tag of tags) revalidateTag(tag, { expire: 0 });
    });
  }
  return Response.json({ revalidated: tags, now: Date.now() });
}

async function shopifyWebhook(request: Request, hmac: string) {
  const raw = await request.text();
  if (!verifyShopifyHmac(raw, hmac, serverConfig().shopify.webhookSecret))
    return Response.json({ error: 'x-shopify-hmac-sha256: does not match' }, { status: 401 });
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return badRequest('body is not valid JSON');
  }
  // An unknown topic is acknowledged, so Shopify does not retry what the shop does not cache.
  const tags = shopifyWebhookTags(request.headers.get('x-shopify-topic') ?? '', body) ?? [];
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: tags, now: Date.now() });
}
