import { NextResponse } from 'next/server';
import type { ErrorCode } from '@/lib/errors';

/** The one error shape of the product's own API and of the request guards: `{ error, code }`. */
export function refusal(status: number, error: string, code: ErrorCode = 'INVALID'): NextResponse {
  return NextResponse.json({ error, code }, { status, headers: { 'cache-control': 'no-store' } });
}
