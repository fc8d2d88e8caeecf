import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { mergeResolvers } from '../storefront/resolvers/merge';
import { customerCreateResolvers } from './customer-create';
import { customerResolvers } from './customers';
import { giftCardResolvers } from './gift-cards';
import { metafieldResolvers } from './metafields';
import { orderResolvers } from './orders';
import { returnResolvers } from './returns';

const here = dirname(fileURLToPath(import.meta.url));

/** The Admin API subset of schema.graphql with its resolvers. */
export function buildAdminSchema() {
  return makeExecutableSchema({
    typeDefs: readFileSync(join(here, 'schema.graphql'), 'utf8'),
    resolvers: mergeResolvers(
      customerResolvers,
      metafieldResolvers,
      giftCardResolvers,
      orderResolvers,
      returnResolvers,
      customerCreateResolvers,
    ),
  });
}
