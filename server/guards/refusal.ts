import { NextResponse } from 'next/server';
import type { ErrorCode } from '@/lib/errors';
import { allowedMethods } from '@/lib/request-screen';

/** The one error shape of the product's own API and of the request guards: `{ error, code }`. */
export function refusal(status: number, error: string, code: ErrorCode = 'INVALID'): NextResponse {
  return NextResponse.json({ error, code }, { status, headers: { 'cache-control': 'no-store' } });
}

/** 405 with the methods the shop answers. */
export function methodNotAllowed(): NextResponse {
  const refused = refusal(405, 'method not allowed');
  refused.headers.set('allow', allowedMethods.join(', '));
  return refused;
}
