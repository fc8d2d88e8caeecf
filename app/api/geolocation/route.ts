import { NextResponse, type NextRequest } from 'next/server';
import { visitorCountryFrom } from '@/lib/visitor-country';

/** spec §7.2 GET /api/geolocation/: the visitor's country as the platform detected it, or null. */
export function GET(request: NextRequest) {
  const country = visitorCountryFrom((name) => request.headers.get(name));
  return NextResponse.json({ country }, { headers: { 'cache-control': 'private, no-store' } });
}
