import { createRequire } from 'node:module';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { addResolversToSchema } from '@graphql-tools/schema';
import { withLoudFailures } from './loud-failures';
import { catalogResolvers } from './resolvers/catalog';
import { cartResolvers } from './resolvers/cart';
import { customerResolvers } from './resolvers/customer';
import { mergeResolvers } from './resolvers/merge';
import { onlineStoreResolvers } from './online-store/resolvers';

const require = createRequire(import.meta.url);

/** The genuine Storefront API 2025-07 schema, as shipped by @shopify/hydrogen-react 2025.7. */
function storefrontSchemaPath(): string {
  return require.resolve('@shopify/hydrogen-react/storefront.schema.json');
}

export function buildStorefrontSchema(): GraphQLSchema {
  const schema = buildClientSchema(require(storefrontSchemaPath()) as IntrospectionQuery);
  return addResolversToSchema({
    schema,
    resolvers: withLoudFailures(
      schema,
      mergeResolvers(catalogResolvers, cartResolvers, customerResolvers, onlineStoreResolvers),
    ),
    updateResolversInPlace: false,
  });
}
