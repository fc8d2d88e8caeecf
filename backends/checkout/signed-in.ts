import { z } from 'zod';
import type { FormValues } from './form';
import type { MultipassCustomer } from './multipass';
import type { SignedInView } from './pages';
import { chosenAddress, withSignedInCustomer } from './prefill';

const addressIndex = z.coerce.number().int().min(0).max(19);

/**
 * The checkout of a customer signed in by multipass: the form starts from their e-mail and the
 * address `?address={n}` picks among their saved ones (the default one first), links that work
 * without JavaScript.
 */
export function signedInCheckout(
  base: FormValues,
  customer: MultipassCustomer,
  url: URL,
): { values: FormValues; view: SignedInView } {
  const parsed = addressIndex.safeParse(url.searchParams.get('address') ?? undefined);
  const chosen = parsed.success ? parsed.data : null;
  const current = chosenAddress(customer, chosen);
  const addresses = customer.addresses.map((address, index) => {
    const link = new URL(url);
    link.searchParams.set('address', String(index));
    const label = [
      `${address.first_name} ${address.last_name}`.trim(),
      address.address1,
      `${address.zip} ${address.city}`.trim(),
      address.country_code,
    ]
      .filter(Boolean)
      .join(', ');
    return { label, href: `${link.pathname}${link.search}`, current: address === current };
  });
  return { values: withSignedInCustomer(base, customer, chosen), view: { email: customer.email, addresses } };
}
