import { z } from 'zod';
import { badRequest } from '@/server/api/json';
import { customerAccessToken } from '@/server/customer/session';
import { isProviderUnavailable } from '@/server/customer/action-guards';
import { getOwnOrder, orderGid } from '@/server/customer/orders';
import { withRateLimit } from '@/server/rate-limit';
import { getCustomerAccount } from '@/server/shopify/customer';

const querySchema = z.object({
  order: z.string().transform((value, context) => {
    const id = orderGid(value);
    if (!id) context.addIssue({ code: 'custom', message: 'an order number of the account' });
    return id ?? z.NEVER;
  }),
});

const noStore = { 'cache-control': 'private, no-store' };

/**
 * spec §7.2 `orders/get-admin-order`: `GET /api/orders/get-admin-order?order={number}`, one order of the
 * logged-in customer as the Admin API reads it, the same read as the account's order detail
 * (server/customer/orders.ts). Another customer's order answers exactly as a missing one (404), so an
 * order number reveals nothing; 401 without a live session.
 */
export function GET(request: Request) {
  return withRateLimit('adminOrder', request, async () => {
    const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) return badRequest(parsed.error);
    try {
      const token = await customerAccessToken();
      const customer = token ? await getCustomerAccount(token) : null;
      if (!customer)
        return Response.json(
          { error: 'Log in first', code: 'UNIDENTIFIED_CUSTOMER' },
          { status: 401, headers: noStore },
        );
      const order = await getOwnOrder(customer.id, parsed.data.order);
      if (!order)
        return Response.json(
          { error: 'Order not found', code: 'NOT_FOUND' },
          { status: 404, headers: noStore },
        );
      const { customer: _owner, ...answer } = order;
      return Response.json({ order: answer }, { headers: noStore });
    } catch (error) {
      if (!isProviderUnavailable(error)) throw error;
      console.error('[orders api]', error.message);
      return Response.json(
        { error: 'The store is unavailable', code: 'SERVER_ERROR' },
        { status: 502, headers: noStore },
      );
    }
  });
}
