import type { NextRequest } from 'next/server';
import { z } from 'zod';
import type { CartAnswer } from '@/lib/cart-view';
import { isLocale, type Locale } from '@/lib/markets';
import { getVisitorCart } from '@/server/cart/session';
import { cartPayload } from '@/server/cart/view';
import { customerGreeting, renewSessionIfDue } from '@/server/customer/session';
import { isProviderUnavailable } from '@/server/provider-unavailable';

const querySchema = z.object({
  locale: z
    .string()
    .refine(isLocale)
    .transform((value) => value as Locale),
});

const privateAnswer = { 'cache-control': 'private, no-store' };

/**
 * `GET /api/cart/?locale=fr-fr`: the visitor's cart as the panel shows it, and who is logged in (the
 * header's account link greets the customer and offers to log out). Not in spec §7.2: the shop's
 * pages are static and identical for every visitor, so the header cart reads its cookie here, from the
 * browser (docs/adr/0001). 503 when the Storefront cannot answer, so the panel says so. A visitor
 * with neither a cart nor a session cookie is answered by the front (front/anonymous-cart-read.ts).
 */
export async function GET(request: NextRequest) {
  const query = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) {
    return Response.json(
      { error: 'locale: not a locale of the shop', code: 'INVALID', field: 'locale' },
      {
        status: 400,
        headers: privateAnswer,
      },
    );
  }
  try {
    // Every page of a selling locale asks for the cart: the customer's token is renewed here before it expires.
    await renewSessionIfDue();
    const [cart, customer] = await Promise.all([getVisitorCart(query.data.locale), customerGreeting()]);
    const answer: CartAnswer = { ...cartPayload(cart, query.data.locale), customer };
    return Response.json(answer, { headers: privateAnswer });
  } catch (error) {
    if (!isProviderUnavailable(error)) throw error;
    console.error('[cart] unavailable:', error.message);
    return Response.json(
      { error: 'The cart is unavailable', code: 'SERVER_ERROR' },
      { status: 503, headers: privateAnswer },
    );
  }
}
