import { isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { minimalOperations, rootAnswerOf } from '../../../backends/storefront/coverage/operations';
import { strayResolvers } from '../../../backends/storefront/loud-failures';
import { buildStorefrontSchema, storefrontResolvers } from '../../../backends/storefront/schema';
import { storefrontVersions } from '../../../backends/storefront/versions';
import { freshBackends, storefront } from '../../support/backends';

/**
 * backends/README.md promises that the local Storefront never answers a silent null: a field its data
 * cannot answer is a GraphQL error. This walks Shopify's whole schema of every served version, not
 * only the fields the shop reads, so a peer storefront (Hydrogen, Next.js Commerce) meets the same
 * promise.
 */
const schemas = storefrontVersions.map((version) => [version, buildStorefrontSchema(version)] as const);

/**
 * Root fields whose null is Shopify's own answer for a key nothing matches (the walk sends made-up
 * ids, handles and tokens), as the Storefront API reference documents for each of them.
 */
const lookups = new Set([
  'QueryRoot.article',
  'QueryRoot.blog',
  'QueryRoot.blogByHandle',
  'QueryRoot.cart',
  'QueryRoot.collection',
  'QueryRoot.collectionByHandle',
  'QueryRoot.customer',
  'QueryRoot.menu',
  'QueryRoot.metaobject',
  'QueryRoot.node',
  'QueryRoot.page',
  'QueryRoot.pageByHandle',
  'QueryRoot.product',
  'QueryRoot.productByHandle',
]);

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());

it('defines no resolver for a field that no served schema has', () => {
  expect(
    strayResolvers(
      schemas.map(([, schema]) => schema),
      storefrontResolvers,
    ),
  ).toEqual([]);
});

describe.each(schemas)('The whole Storefront %s schema, walked', (version, schema) => {
  it('gives every field of every object type a resolver: none falls back to a silent property read', () => {
    const unresolved = Object.values(schema.getTypeMap())
      .filter(isObjectType)
      .filter((type) => !type.name.startsWith('__'))
      .flatMap((type) =>
        Object.values(type.getFields())
          .filter((field) => field.resolve === undefined)
          .map((field) => `${type.name}.${field.name}`),
      );
    expect(unresolved).toEqual([]);
  });

  it('answers every root field and every mutation with data or an error, never a bare null', async () => {
    const operations = minimalOperations(schema);
    expect(operations.length).toBe(version === '2025-07' ? 72 : 75);
    const invalid: string[] = [];
    const silent: string[] = [];
    for (const operation of operations) {
      const answer = rootAnswerOf(
        operation,
        await storefront(backends, operation.query, operation.variables, version),
      );
      if (answer === 'invalid') invalid.push(operation.coordinate);
      if (answer === 'null' && !lookups.has(operation.coordinate)) silent.push(operation.coordinate);
    }
    expect(invalid).toEqual([]);
    expect(silent).toEqual([]);
  });
});
