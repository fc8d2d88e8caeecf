import { NextResponse, type NextRequest } from 'next/server';
import { geolocationAnswer } from '@/lib/visitor-country';

/**
 * spec §7.2 GET /api/geolocation/: the visitor's country as the platform detected it, or null. Behind the
 * shop's front the front answers it the same way (lib/visitor-country.ts, `isGeolocationRead`).
 */
export function GET(request: NextRequest) {
  return NextResponse.json(
    geolocationAnswer((name) => request.headers.get(name)),
    { headers: { 'cache-control': 'private, no-store' } },
  );
}
