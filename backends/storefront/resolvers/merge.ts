type ResolverMap = Record<string, Record<string, unknown>>;

/** Merges per-domain resolver maps; two domains defining the same field is a programming error. */
export function mergeResolvers(...maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map)) {
      merged[type] ??= {};
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in merged[type]) throw new Error(`Resolver ${type}.${field} is defined twice`);
        merged[type][field] = resolver;
      }
    }
  }
  return merged;
}
