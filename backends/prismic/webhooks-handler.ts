import { z } from 'zod';
import { HttpError, readJsonRequest, sendJson, type BackendContext, type Handler } from '../http';
import { contentStore } from './content';
import { PrismicWebhooks } from './webhooks';

const root = '/prismic/webhooks';
/** Each backends server's webhooks; the route table is shared by every server of the process. */
const byServer = new WeakMap<BackendContext, PrismicWebhooks>();

/**
 * Starts telling webhooks about new master refs of backends/content/: first the shop's
 * `/api/revalidate` (SHOP_URL) with the secret the shop expects (PRISMIC_WEBHOOK_SECRET).
 */
export function startWebhooks(ctx: BackendContext): PrismicWebhooks {
  const webhooks = new PrismicWebhooks(contentStore, {
    origin: ctx.origin,
    shop: {
      url: new URL('/api/revalidate', ctx.config.SHOP_URL).toString(),
      secret: ctx.config.PRISMIC_WEBHOOK_SECRET,
    },
  });
  byServer.set(ctx, webhooks);
  return webhooks;
}

const newWebhook = z.object({
  url: z.url({ protocol: /^https?$/ }),
  /**
   * The secret this webhook carries. Without one it carries none (`null`, as Prismic sends it): the
   * shop's own secret goes only to the shop's URL, never to an address anyone could register.
   */
  secret: z.string().min(1).optional(),
});

/**
 * The repository's webhook settings, which hosted Prismic keeps in Settings > Webhooks:
 * `GET /prismic/webhooks` lists them (no secrets) with the latest deliveries, `POST` adds one
 * (`{url, secret?}`, as JSON), `DELETE /prismic/webhooks/{id}` removes one.
 */
export const prismicWebhooksHandler: Handler = async (req, res, url, ctx) => {
  const webhooks = byServer.get(ctx);
  if (!webhooks) throw new HttpError(503, 'Webhooks are not started');
  const id = url.pathname.slice(root.length + 1);
  if (id && req.method === 'DELETE') {
    if (!webhooks.remove(id)) throw new HttpError(404, `No webhook ${id}`);
    return void res.writeHead(204).end();
  }
  if (!id && req.method === 'GET') return sendJson(res, 200, webhooks.describe());
  if (!id && req.method === 'POST') {
    const input = newWebhook.safeParse(await readJsonRequest(req));
    if (!input.success) throw new HttpError(400, z.prettifyError(input.error));
    const { id: created, url: target } = webhooks.add({
      url: input.data.url,
      secret: input.data.secret ?? null,
    });
    return sendJson(res, 201, { id: created, url: target });
  }
  sendJson(res, 405, { error: `${req.method} is not answered here` }, { allow: id ? 'DELETE' : 'GET, POST' });
};
