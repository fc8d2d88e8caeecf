/**
 * How Next.js and React name and call a server function over HTTP: what the request guard
 * (server/guards/server-actions.ts, docs/adr/0003) must read exactly as they do, or it lets through
 * what it means to refuse. None of it is public API; read from next 16.4.6 and React 19.3.1, and
 * checked against their installed code by tests/unit/next-internals.test.ts.
 */

/** The header a script's call names its action in (next/dist/client/components/app-router-headers). */
export const actionHeader = 'next-action';

/**
 * Next.js names every server function by a 42-hex-digit id whose first byte says what it is (bit 7: a
 * `'use cache'` function rather than a server action; next/dist/shared/lib/server-reference-info).
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
 * The arguments of a server action: a JSON array of plain values (the whole text body, or field `0` of
 * a multipart body), the only form the shop's own calls take. A `$` string is a reference in React's
 * reply format and a dangling one makes the decoder throw, so all but `$$`, `$undefined` and (multipart)
 * `$K<n>` are refused, as is nesting past `maxArgumentDepth`.
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

/**
 * Every server reference a form names, in each spelling React's `decodeAction` reads (the last one named
 * is called): a `$ACTION_ID_<id>` field, or a `$ACTION_REF_<suffix>` field, whatever its suffix, whose
 * descriptor `$ACTION_<suffix>:0` holds `{"id":"<id>","bound":…}`. Next.js checks only that the
 * descriptor's text starts with a known id, while React takes the id JSON.parse gives, the last of
 * duplicate keys; a descriptor whose two readings differ, or that is not exactly one field, names ''.
 */
export function formActionIds(form: FormData): string[] {
  const ids: string[] = [];
  for (const name of new Set(form.keys())) {
    if (name.startsWith('$ACTION_ID_')) ids.push(name.slice('$ACTION_ID_'.length));
    else if (name.startsWith('$ACTION_REF_'))
      ids.push(descriptorId(form.getAll(`$ACTION_${name.slice('$ACTION_REF_'.length)}:0`)));
  }
  return ids;
}

const descriptorPrefix = '{"id":"';

function descriptorId(fields: FormDataEntryValue[]): string {
  const [text] = fields;
  if (fields.length !== 1 || typeof text !== 'string' || !text.startsWith(descriptorPrefix)) return '';
  const literal = text.slice(descriptorPrefix.length, text.indexOf('"', descriptorPrefix.length));
  try {
    const parsed = JSON.parse(text) as { id?: unknown } | null;
    return parsed?.id === literal ? literal : '';
  } catch {
    return '';
  }
}
