'use server';

import { redirect } from 'next/navigation';
import { routeUserErrors } from '@/lib/errors';
import type { FormState } from '@/lib/forms';
import { localePath } from '@/lib/routes';
import { returnRequestSchema } from '@/lib/validation/returns';
import { guarded, requireCustomer, sellingLocale } from '../customer/action-guards';
import { orderGid, requestReturn } from '../customer/orders';
import { sendReturnInstructions } from '../customer/return-instructions';
import { failed, invalidForm, parseForm, refused, refusedByProvider } from '../forms/submission';

/**
 * spec §2.1 account `return_product`: a return request for one line of the customer's own fulfilled
 * order within the return window (Admin `returnRequest`). The order is checked against the session's
 * customer and the window first; the provider checks the line and the quantity. Success e-mails the
 * return instructions the page promises and opens the order, which shows the return.
 */
export async function requestReturnAction(_previous: FormState, form: FormData): Promise<FormState> {
  const locale = await sellingLocale(form);
  const submission = locale ? parseForm(form, returnRequestSchema) : null;
  if (!locale || !submission) return invalidForm;
  if (submission.status !== 'success') return refused(submission);
  const { order, line, quantity, reason, note } = submission.value;
  const outcome = await guarded(
    async () => {
      const customer = await requireCustomer(locale);
      const answer = await requestReturn(customer.id, {
        orderId: orderGid(order)!,
        fulfillmentLineItemId: line,
        quantity,
        returnReason: reason,
        customerNote: note,
      });
      if (!answer.ok)
        return refusedByProvider(
          submission,
          routeUserErrors(answer.errors, ['quantity', 'reason', 'note'], {
            returnReason: 'reason',
            customerNote: 'note',
          }),
        );
      await sendReturnInstructions(locale, customer.email, answer.value);
      return { result: null, success: 'ENTITY_SAVED' };
    },
    () => failed(submission, 'SERVER_ERROR'),
  );
  if (outcome.success)
    redirect(`${localePath(locale, '/account')}?section=orders&order=${order}&status=returned`);
  return outcome;
}
