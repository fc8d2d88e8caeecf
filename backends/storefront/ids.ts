/** Shopify global ids: gid://shopify/{Type}/{id}. */
export function gid(type: string, id: number | string): string {
  return `gid://shopify/${type}/${id}`;
}

/** The id part of a gid of the given type, or null when the gid is of another shape. */
export function parseGid(value: string, type: string): string | null {
  const match = /^gid:\/\/shopify\/([A-Za-z]+)\/([^?/]+)(\?.*)?$/.exec(value);
  return match && match[1] === type ? match[2]! : null;
}

export function parseNumericGid(value: string, type: string): number | null {
  const id = parseGid(value, type);
  return id !== null && /^\d+$/.test(id) ? Number(id) : null;
}
