import { graphqlHandler } from '../graphql';
import { buildAdminSchema } from './schema';

/** `POST /admin/api/2025-07/graphql.json`, authenticated by X-Shopify-Access-Token as on Shopify. */
export const adminHandler = graphqlHandler({
  schema: buildAdminSchema(),
  unauthorized: (req, ctx) =>
    req.headers['x-shopify-access-token'] === ctx.config.LOCAL_ADMIN_TOKEN
      ? null
      : { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
  context: (ctx) => ctx,
});
