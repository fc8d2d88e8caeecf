'use server';

import { redirect } from 'next/navigation';
import { routeUserErrors } from '@/lib/errors';
import type { FormState } from '@/lib/forms';
import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { addressSchema, addressBookLimit } from '@/lib/validation/address-book';
import { guarded, isProviderUnavailable, requireCustomer, sellingLocale } from '../customer/action-guards';
import { readAddressNames, writeAddressNames } from '../customer/address-names';
import { failed, invalidForm, parseForm, refused, refusedByProvider } from '../forms/submission';
import {
  createCustomerAddress,
  deleteCustomerAddress,
  getCustomerAddresses,
  setDefaultCustomerAddress,
  updateCustomerAddress,
} from '../shopify/customer-addresses';

// The address book (spec §2.1 account `address_book`, §3 Address). Every address id comes from the
// form and is checked by the provider against the session's customer: another customer's address is
// NOT_FOUND, and nothing changes.

const addressIdPattern = /^gid:\/\/shopify\/MailingAddress\/\d{1,15}(\?[\w=&-]{0,200})?$/;

function addressIdOf(form: FormData): string | null {
  const id = form.get('id');
  return typeof id === 'string' && addressIdPattern.test(id) ? id : null;
}

function addressBookPath(locale: Locale, status: 'saved' | 'deleted' | 'failed') {
  return `${localePath(locale, '/account')}?section=address_book&status=${status}`;
}

const formFields = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'zip',
  'country',
  'phone',
];

export async function saveAddressAction(_previous: FormState, form: FormData): Promise<FormState> {
  const locale = await sellingLocale(form);
  const submission = locale ? parseForm(form, addressSchema) : null;
  if (!locale || !submission) return invalidForm;
  if (submission.status !== 'success') return refused(submission);
  const editedId = form.get('id') ? addressIdOf(form) : null;
  if (form.get('id') && !editedId) return failed(submission, 'NOT_FOUND');
  const { addressName, region, state: province, country, defaultAddress, ...fields } = submission.value;
  const outcome = await guarded(
    async () => {
      const customer = await requireCustomer(locale);
      const book = await getCustomerAddresses(customer.token);
      if (!book) return failed(submission, 'UNIDENTIFIED_CUSTOMER');
      if (!editedId && book.addresses.nodes.length >= addressBookLimit)
        return failed(submission, 'ADDRESS_BOOK_FULL');
      const address = { ...fields, province: region ?? province, country, phone: fields.phone ?? null };
      const answer = editedId
        ? await updateCustomerAddress(customer.token, editedId, address)
        : await createCustomerAddress(customer.token, address);
      if (!answer.ok) return refusedByProvider(submission, routeUserErrors(answer.errors, formFields));
      const id = answer.value.id;
      const names = { ...readAddressNames(book.addressNames?.value), [id]: addressName };
      const liveIds = [...book.addresses.nodes.map((node) => node.id), id];
      await writeAddressNames(customer.id, names, liveIds);
      if (defaultAddress) await setDefaultCustomerAddress(customer.token, id);
      return { result: null, success: 'ENTITY_SAVED' };
    },
    () => failed(submission, 'SERVER_ERROR'),
  );
  if (outcome.success) redirect(addressBookPath(locale, 'saved'));
  return outcome;
}

/** Delete and make-default are one-button forms: they answer by going back to the address book. */
async function addressCommand(
  form: FormData,
  run: (token: string, id: string) => Promise<{ ok: boolean }>,
  done: 'saved' | 'deleted',
): Promise<never> {
  const locale = await sellingLocale(form);
  if (!locale) redirect('/');
  const id = addressIdOf(form);
  let ok = false;
  try {
    const customer = await requireCustomer(locale);
    ok = id !== null && (await run(customer.token, id)).ok;
  } catch (error) {
    if (!isProviderUnavailable(error)) throw error;
    console.error('[account] address book unavailable:', (error as Error).message);
  }
  redirect(addressBookPath(locale, ok ? done : 'failed'));
}

export async function deleteAddressAction(form: FormData): Promise<void> {
  if (form instanceof FormData) await addressCommand(form, deleteCustomerAddress, 'deleted');
}

export async function makeDefaultAddressAction(form: FormData): Promise<void> {
  if (form instanceof FormData) await addressCommand(form, setDefaultCustomerAddress, 'saved');
}
