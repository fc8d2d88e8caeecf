import type { NextRequest, NextResponse } from 'next/server';
import {
  actionHeader,
  formActionIds,
  isPlainActionArguments,
  serverReferenceKind,
} from '@/server/next-internals/server-references';
import { isSiteOrigin } from '@/lib/site-origin';
import { refusal } from './refusal';

const formTypes = ['multipart/form-data', 'application/x-www-form-urlencoded'];

/**
 * Server actions are public endpoints (POST to any page with a `Next-Action` header, or a plain form
 * post naming the action in a `$ACTION_ID_…` field). Before Next.js decodes one, this refuses what it
 * would answer with a 500 or what no page of the shop sends: a `'use cache'` function called as an action
 * (server/next-internals/server-references.ts), a foreign or missing Origin, a body that is not the arguments of a call.
 * Null lets the request through; the action then parses its own arguments.
 */
export async function refuseServerActionRequest(
  request: NextRequest,
  siteOrigin: string,
): Promise<NextResponse | null> {
  const headerId = request.headers.get(actionHeader);
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
    // The shop's calls send the arguments as field `0` and a FormData argument as `_<n>_<name>` fields
    // (React's encodeReply); a bare numbered field is an outlined part of its reply format, which they
    // never send.
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
