import { createRequire } from 'node:module';
import { buildClientSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { addResolversToSchema } from '@graphql-tools/schema';
import { withLoudFailures } from './loud-failures';
import { catalogResolvers } from './resolvers/catalog';
import { cartResolvers } from './resolvers/cart';
import { customerResolvers } from './resolvers/customer';
import { mergeResolvers } from './resolvers/merge';
import { onlineStoreResolvers } from './online-store/resolvers';
import { storefrontSchemas, type StorefrontVersion } from './versions';

const require = createRequire(import.meta.url);

export const storefrontResolvers = mergeResolvers(
  catalogResolvers,
  cartResolvers,
  customerResolvers,
  onlineStoreResolvers,
);

/** Shopify's schema of `version` with the backends' resolvers, each field answered or refused loudly. */
export function buildStorefrontSchema(version: StorefrontVersion = '2025-07'): GraphQLSchema {
  const schema = buildClientSchema(require(storefrontSchemas[version]) as IntrospectionQuery);
  return addResolversToSchema({
    schema,
    resolvers: withLoudFailures(schema, storefrontResolvers),
    updateResolversInPlace: false,
  });
}
