import type { NextRequest, NextResponse } from 'next/server';
import { isPlainActionArguments, serverReferenceKind } from '@/lib/server-reference';
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
  const ids = headerId !== null ? [headerId] : formActionIds(form!);
  if (ids.length === 0) return null;
  if (request.headers.get('origin') !== siteOrigin) return refusal(403, 'origin: not this site');
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

/** The action ids a plain (no-JavaScript) form post names: `$ACTION_ID_<id>` and `$ACTION_<n>:0` fields. */
function formActionIds(form: FormData): string[] {
  const ids: string[] = [];
  for (const [name, value] of form.entries()) {
    if (name.startsWith('$ACTION_ID_')) ids.push(name.slice('$ACTION_ID_'.length));
    else if (/^\$ACTION_\d+:0$/.test(name)) ids.push(referenceIdOf(value));
  }
  return ids;
}

function referenceIdOf(value: FormDataEntryValue): string {
  try {
    const id = (JSON.parse(String(value)) as { id?: unknown }).id;
    return typeof id === 'string' ? id : '';
  } catch {
    return '';
  }
}
