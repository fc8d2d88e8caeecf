import { graphqlHandler } from '../graphql';
import { HttpError, type Handler } from '../http';
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
 * and validated against its own schema.
 */
export const storefrontHandler: Handler = (req, res, url, ctx) => {
  const version = /^\/api\/([^/]+)\/graphql\.json$/.exec(url.pathname)?.[1] ?? '';
  const handler = handlers.get(version);
  if (!handler) throw new HttpError(404, `No Storefront API version ${version}`);
  return handler(req, res, url, ctx);
};
