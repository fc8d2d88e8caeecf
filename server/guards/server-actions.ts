import type { NextRequest, NextResponse } from 'next/server';
import { isPlainActionArguments, serverReferenceKind } from '@/lib/server-reference';
import { isSiteOrigin } from '@/lib/site-origin';
import { refusal } from './refusal';

const formTypes = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/**
 * Server actions are public endpoints (POST to any page with a `Next-Action` header, or a plain form
 * post naming the action in a `$ACTION_ID_…` field). Before Next.js decodes one, this refuses what it
 * would answer with a 500 or what no page of the shop sends: a `'use cache'` function called as an action
 * (lib/server-reference.ts), a foreign or missing Origin, a body that is not the arguments of a call.
 * Null lets the request through; the action then parses its own arguments.
 */
export async function refuseServerActionRequest(
  request: NextRequest,
  siteOrigin: string,
): Promise<NextResponse | null> {
  const headerId = request.headers.get('next-action');
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  const isForm = formTypes.some((type) => contentType.startsWith(type));
  if (request.method !== 'POST' || (headerId === null && !isForm)) return null;

  const form = isForm ? await readForm(request) : null;
  if (isForm && !form) return refusal(400, 'body: not a readable form');
  // A form naming a reference beside the header is refused too: Next.js then calls the header's action,
  // but no page of the shop sends both, and a reference named anywhere must be a server action.
  const ids = [...(headerId !== null ? [headerId] : []), ...(form ? formActionIds(form) : [])];
  if (ids.length === 0) return null;
  if (!isSiteOrigin(request.headers.get('origin'), siteOrigin)) return refusal(403, 'origin: not this site');
  for (const id of ids) {
    const kind = serverReferenceKind(id);
    if (kind === null) return refusal(400, 'action: not an action id');
    if (kind === 'use-cache') return refusal(404, 'action: no such action', 'NOT_FOUND');
  }
  if (headerId === null) return null;
  if (form) {
    // The shop's calls send the arguments as field `0` and a FormData argument as `<n>_<name>` fields;
    // a bare numbered field is an outlined part of React's reply format, which they never send.
    const names = [...form.keys()];
    // A field without a name makes Next.js 16.4 throw while decoding the call (a 500); React never sends one.
    if (names.some((name) => name === '' || (/^\d+$/.test(name) && name !== '0')))
      return refusal(400, 'body: not the arguments of an action');
    const args = form.get('0');
    return typeof args === 'string' && isPlainActionArguments(args, true)
      ? null
      : refusal(400, 'body: not the arguments of an action');
  }
  if (!contentType.startsWith('text/plain')) return refusal(415, 'content-type: not an action call');
  return isPlainActionArguments(await request.clone().text())
    ? null
    : refusal(400, 'body: not the arguments of an action');
}

async function readForm(request: NextRequest): Promise<FormData | null> {
  try {
    return await request.clone().formData();
  } catch {
    return null;
  }
}

/**
 * Every server reference a form names, in each spelling React's `decodeAction` reads (the last one named
 * is called): a `$ACTION_ID_<id>` field, or a `$ACTION_REF_<suffix>` field, whatever its suffix, whose
 * descriptor `$ACTION_<suffix>:0` holds `{"id":"<id>","bound":…}`. Next.js checks only that the
 * descriptor's text starts with a known id, while React takes the id JSON.parse gives, the last of
 * duplicate keys; a descriptor whose two readings differ, or that is not exactly one field, names ''.
 */
function formActionIds(form: FormData): string[] {
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
