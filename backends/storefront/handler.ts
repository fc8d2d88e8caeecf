import { graphqlHandler } from '../graphql';
import type { Handler } from '../http';
import { storefrontContext } from './context';
import { buildStorefrontSchema } from './schema';
import { storefrontVersions } from './versions';

const handlers = new Map(
  storefrontVersions.map((version) => [
    version as string,
    graphqlHandler({
      schema: buildStorefrontSchema(version),
      unauthorized: (req, ctx) =>
        req.headers['x-shopify-storefront-access-token'] === ctx.config.LOCAL_STOREFRONT_TOKEN
          ? null
          : { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] },
      context: storefrontContext,
    }),
  ]),
);

/**
 * `POST /api/{version}/graphql.json`: the Storefront API over the local database, each version served
 * and validated against its own schema. A version the backends have no schema for falls forward to the
 * oldest one served, as Shopify serves an inaccessible version with its oldest supported one, and
 * `unstable` (Shopify's preview of the next version) to the newest one served; the
 * `X-Shopify-API-Version` header says which answered, as Shopify's does.
 */
export const storefrontHandler: Handler = (req, res, url, ctx) => {
  const asked = /^\/api\/([^/]+)\/graphql\.json$/.exec(url.pathname)?.[1] ?? '';
  const fallback = asked === 'unstable' ? storefrontVersions.at(-1)! : storefrontVersions[0]!;
  const version = handlers.has(asked) ? asked : fallback;
  res.setHeader('X-Shopify-API-Version', version);
  return handlers.get(version)!(req, res, url, ctx);
};
