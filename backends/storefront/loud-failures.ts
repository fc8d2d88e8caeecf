import { isObjectType, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { unsupported } from './catalog/errors';

type ResolverMap = Record<string, Record<string, unknown>>;

/**
 * Gives every field of every object type of `schema` without a resolver one that reads the parent's
 * property of that name (calling it when it is a function, as graphql-js does) and fails loudly when
 * the parent has none: a field the local data cannot answer is an error, never a silent null. A root
 * field or a mutation has no parent, so one no domain answers is always refused.
 */
export function withLoudFailures(schema: GraphQLSchema, map: ResolverMap): ResolverMap {
  const completed: ResolverMap = { ...map };
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    const names = Object.keys(type.getFields());
    completed[type.name] = {
      ...Object.fromEntries(names.map((name) => [name, propertyOrFail(type.name, name)])),
      ...map[type.name],
    };
  }
  for (const type of Object.keys(map)) {
    if (!isObjectType(schema.getType(type))) throw new Error(`${type} is not an object type of the schema`);
  }
  return completed;
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
