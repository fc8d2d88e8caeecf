import { graphqlHandler } from '../graphql';
import { storefrontContext } from './context';
import { buildStorefrontSchema } from './schema';

/** `POST /api/2025-07/graphql.json`: the Storefront API over the local database. */
export const storefrontHandler = graphqlHandler({
  schema: buildStorefrontSchema(),
  unauthorized: (req, ctx) =>
    req.headers['x-shopify-storefront-access-token'] === ctx.config.LOCAL_STOREFRONT_TOKEN
      ? null
      : { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] },
  context: storefrontContext,
});
