import { z } from 'zod';
import { localePath } from '@/lib/routes';
import { badRequest } from '@/server/api/json';
import { localeInput } from '@/server/cached-input';
import { serverConfig } from '@/server/config';
import { checkoutHandOver } from '@/server/multipass/hand-over';
import { withRateLimit } from '@/server/rate-limit';

const querySchema = z.object({ locale: localeInput });

/**
 * spec §7.2 `multipass`: `GET /api/multipass?locale=fr-fr`, the cart's checkout button for a signed-in
 * customer when MULTIPASS_SECRET is set. Redirects to the store's multipass log-in, which returns to the
 * cart's checkout (server/multipass/hand-over.ts); with no cart, to the locale's home page.
 */
export function GET(request: Request) {
  return withRateLimit('multipass', request, async () => {
    const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return badRequest(parsed.error);
    const { locale } = parsed.data;
    const target = (await checkoutHandOver(locale)) ?? `${serverConfig().siteUrl}${localePath(locale, '/')}`;
    return new Response(null, {
      status: 303,
      headers: { location: target, 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' },
    });
  });
}
