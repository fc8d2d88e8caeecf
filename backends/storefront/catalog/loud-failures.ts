import { createRequire } from 'node:module';
import type { GraphQLResolveInfo, IntrospectionObjectType, IntrospectionQuery } from 'graphql';
import { unsupported } from './errors';

type ResolverMap = Record<string, Record<string, unknown>>;

const require = createRequire(import.meta.url);

function schemaFields(): Map<string, string[]> {
  const introspection = require('@shopify/hydrogen-react/storefront.schema.json') as
    IntrospectionQuery | { data: IntrospectionQuery };
  const schema = 'data' in introspection ? introspection.data.__schema : introspection.__schema;
  return new Map(
    schema.types
      .filter((type): type is IntrospectionObjectType => type.kind === 'OBJECT')
      .map((type) => [type.name, type.fields.map((field) => field.name)]),
  );
}

/**
 * Gives every field of `types` without a resolver one that reads the parent's property of that name
 * (calling it when it is a function, as graphql-js does) and fails loudly when the parent has none:
 * a field the local data cannot answer is an error, never a silent null.
 */
export function withLoudFailures(map: ResolverMap, types: readonly string[]): ResolverMap {
  const fields = schemaFields();
  const completed: ResolverMap = { ...map };
  for (const type of types) {
    const names = fields.get(type);
    if (!names) throw new Error(`${type} is not an object type of the Storefront schema`);
    completed[type] = {
      ...Object.fromEntries(names.map((name) => [name, propertyOrFail(type, name)])),
      ...map[type],
    };
  }
  return completed;
}

/** Root fields the shop never reads from Shopify: they fail rather than answer null. */
export function failingFields(type: string, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      () => {
        throw unsupported(`${type}.${name}`);
      },
    ]),
  );
}

function propertyOrFail(type: string, name: string) {
  return (parent: Record<string, unknown>, args: unknown, ctx: unknown, info: GraphQLResolveInfo) => {
    if (parent == null || !(name in parent)) throw unsupported(`${type}.${name}`);
    const value = parent[name];
    return typeof value === 'function'
      ? (value as (...parameters: unknown[]) => unknown)(args, ctx, info)
      : value;
  };
}
