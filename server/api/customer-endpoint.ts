import 'server-only';
import type { z } from 'zod';
import type { Outcome } from '../shopify/customer';
import { customerAccessToken } from '../customer/session';
import { isProviderUnavailable } from '../customer/action-guards';
import { getCustomerAccount } from '../shopify/customer';
import { withRateLimit } from '../rate-limit';
import { badRequest, readJsonBody } from './json';

/**
 * spec §7.2 customers/*: a JSON write to the logged-in customer's own record. The customer is the
 * session cookie's (never an id the body names): 401 without a live session, 400 naming the field for
 * bad input, 422 with the provider's code when it refuses, 502 when it cannot answer.
 */
export function customerEndpoint<Schema extends z.ZodType>(
  schema: Schema,
  write: (customerId: string, input: z.output<Schema>) => Promise<Outcome<unknown>>,
) {
  return (request: Request) =>
    withRateLimit('customerApi', request, async () => {
      const body = await readJsonBody(request);
      if (!body.ok) return badRequest(body.error);
      const parsed = schema.safeParse(body.value);
      if (!parsed.success) return badRequest(parsed.error);
      try {
        const token = await customerAccessToken();
        const customer = token ? await getCustomerAccount(token) : null;
        if (!customer)
          return Response.json({ error: 'Log in first', code: 'UNIDENTIFIED_CUSTOMER' }, { status: 401 });
        const answer = await write(customer.id, parsed.data);
        if (!answer.ok) {
          const [first] = answer.errors;
          return Response.json(
            { error: first?.message ?? 'Refused', code: first?.code ?? 'SERVER_ERROR' },
            { status: 422 },
          );
        }
        return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
      } catch (error) {
        if (!isProviderUnavailable(error)) throw error;
        console.error('[customers api]', error.message);
        return Response.json({ error: 'The store is unavailable', code: 'SERVER_ERROR' }, { status: 502 });
      }
    });
}
