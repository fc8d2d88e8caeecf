import { isObjectType, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { unsupported } from './catalog/errors';

type ResolverMap = Record<string, Record<string, unknown>>;

/** The resolvers this module made, so the coverage report can tell them from the domains' own. */
const propertyReads = new WeakSet<object>();

/** True for a field no domain resolves: it reads its parent's property, or is refused. */
export function isPropertyRead(resolver: unknown): boolean {
  return typeof resolver === 'function' && propertyReads.has(resolver);
}

/**
 * Gives every field of every object type of `schema` without a resolver one that reads the parent's
 * property of that name (calling it when it is a function, as graphql-js does) and fails loudly when
 * the parent has none: a field the local data cannot answer is an error, never a silent null. A root
 * field or a mutation has no parent, so one no domain answers is always refused.
 */
export function withLoudFailures(schema: GraphQLSchema, map: ResolverMap): ResolverMap {
  const completed: ResolverMap = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const names = Object.keys(type.getFields());
    const own = Object.entries(map[type.name] ?? {}).filter(([name]) => names.includes(name));
    completed[type.name] = {
      // As `{ resolve }`, so @graphql-tools installs this very function (it binds a bare one) and the
      // coverage report can recognise it.
      ...Object.fromEntries(names.map((name) => [name, { resolve: propertyOrFail(type.name, name) }])),
      ...Object.fromEntries(own),
    };
  }
  return completed;
}

/**
 * The resolvers that no schema of `schemas` has a field for: a typo, or a field every served version
 * dropped. (A resolver for a field newer than one version is fine: that version leaves it out.)
 */
export function strayResolvers(schemas: readonly GraphQLSchema[], map: ResolverMap): string[] {
  return Object.entries(map).flatMap(([type, fields]) =>
    Object.keys(fields)
      .filter((name) =>
        schemas.every((schema) => {
          const object = schema.getType(type);
          return !isObjectType(object) || !(name in object.getFields());
        }),
      )
      .map((name) => `${type}.${name}`),
  );
}

function propertyOrFail(type: string, name: string) {
  const read = (parent: Record<string, unknown>, args: unknown, ctx: unknown, info: GraphQLResolveInfo) => {
    if (parent == null || !(name in parent)) throw unsupported(`${type}.${name}`);
    const value = parent[name];
    return typeof value === 'function'
      ? (value as (...parameters: unknown[]) => unknown)(args, ctx, info)
      : value;
  };
  propertyReads.add(read);
  return read;
}
