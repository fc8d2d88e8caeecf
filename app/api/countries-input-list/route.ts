import { z } from 'zod';
import { countryOptions } from '@/lib/countries';
import { isLocale, type Locale } from '@/lib/markets';
import { badRequest } from '@/server/api/json';

const querySchema = z.object({ locale: z.string().refine(isLocale, 'not a locale of the shop') });

/**
 * spec §7.2 countries-input-list, `GET /api/countries-input-list/?locale=fr-fr`: the countries an
 * address may be in (every country the shop ships to), named in the locale's language and sorted as
 * that language sorts. The same list fills the account's address form on the server.
 */
export async function GET(request: Request) {
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return badRequest(parsed.error);
  return Response.json(countryOptions(parsed.data.locale as Locale), {
    headers: { 'cache-control': 'public, max-age=86400' },
  });
}
