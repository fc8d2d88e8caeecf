import { badRequest, readJsonBody } from '@/server/api/json';
import { serverConfig } from '@/server/config';
import { findPublishedDocuments } from '@/server/prismic/client';
import { expireWhenRenderable } from '@/server/webhooks/expire-when-renderable';
import { prismicWebhookSchema, prismicWebhookTags, secretMatches } from '@/server/webhooks/prismic';
import { shopifyWebhookTags, verifyShopifyHmac } from '@/server/webhooks/shopify';
import { withRateLimit } from '@/server/rate-limit';

/**
 * On-demand invalidation. Prismic's webhook (a JSON body with its `secret`) expires the reads of the
 * documents it names: a publish is live on the next request (ADR 0001), unless the providers cannot
 * render again, when the expiry waits (ADR 0029). Shopify's webhooks carry an `x-shopify-hmac-sha256`
 * header instead, told apart by it and verified over the raw body before the body is read.
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
  return expiryAnswer(tags, await expireWhenRenderable(tags, 'prismic'));
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
  return expiryAnswer(tags, await expireWhenRenderable(tags, 'shopify'));
}

/**
 * The tags expired, or those whose expiry waits for the providers (ADR 0029). A 200 either way: the
 * change is in hand, and Prismic and Shopify resend what is not answered 200.
 */
function expiryAnswer(tags: string[], outcome: 'expired' | 'deferred') {
  if (outcome === 'deferred') return Response.json({ revalidated: [], deferred: tags, now: Date.now() });
  return Response.json({ revalidated: tags, now: Date.now() });
}
