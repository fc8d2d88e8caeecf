/**
 * Next.js names every server function by a 42-hex-digit id whose first byte says what it is (bit 7: a
 * `'use cache'` function rather than a server action; see next/dist/shared/lib/server-reference-info).
 * Cached reads are registered as server references too, so anyone could call them with arguments of
 * their choice; the shop never calls one from the browser, so the proxy refuses them outright.
 */
export type ServerReferenceKind = 'server-action' | 'use-cache';

export function serverReferenceKind(id: string): ServerReferenceKind | null {
  if (!/^[0-9a-f]{42}$/.test(id)) return null;
  return parseInt(id.slice(0, 2), 16) >> 7 === 1 ? 'use-cache' : 'server-action';
}

/** The deepest nesting of arrays and objects in a JSON text, strings skipped. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth--;
  }
  return deepest;
}

/**
 * The arguments of a server action: a JSON array of plain values, the only form the shop's own calls
 * take (sent as the whole text body, or as field `0` of a multipart body beside a FormData argument).
 * React's reply format gives strings starting with `$` a meaning, references to parts of the request;
 * every one but `$$` (an escaped `$`), `$undefined` and, in a multipart body, `$K<n>` (a FormData
 * argument) is refused, since a dangling reference makes the decoder throw. So is nesting past
 * `maxArgumentDepth`.
 */
export const maxArgumentDepth = 16;

export function isPlainActionArguments(text: string, multipart = false): boolean {
  if (jsonDepth(text) > maxArgumentDepth) return false;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  const allowedReference = multipart ? /^\$(\$|undefined$|K\d+$)/ : /^\$(\$|undefined$)/;
  const isPlain = (item: unknown): boolean => {
    if (typeof item === 'string') return !item.startsWith('$') || allowedReference.test(item);
    if (Array.isArray(item)) return item.every(isPlain);
    if (item && typeof item === 'object') return Object.values(item).every(isPlain);
    return true;
  };
  return Array.isArray(value) && isPlain(value);
}
