import type { GraphQLSchema } from 'graphql';
import type { Db } from '../../db';
import type { Resolver } from '../context';
import { parseNumericGid } from '../ids';
import { addressById, addressesOf, customerAddressParent } from './addresses';
import { customerOfAccessToken } from './access-tokens';
import { countryOf } from './countries';
import { customerError, withErrors, type CustomerUserError } from './errors';
import type { AddressFields, AddressRow, CustomerRow } from './rows';
import { customerById, updateCustomer } from './store';
import { phoneErrors, textErrors } from './validation';

interface MailingAddressInput {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  country?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  province?: string | null;
  zip?: string | null;
}

const textFields = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['company', 'Company'],
  ['address1', 'Address1'],
  ['address2', 'Address2'],
  ['city', 'City'],
  ['province', 'Province'],
  ['zip', 'Zip'],
] as const;

/** The columns an input sets (only the keys it has), or the errors that refuse it. */
function addressColumns(schema: GraphQLSchema, input: MailingAddressInput) {
  const errors: CustomerUserError[] = textFields.flatMap(([key, label]) =>
    textErrors(input[key], ['address', key], label),
  );
  errors.push(...phoneErrors(input.phone, ['address', 'phone']));
  const columns: Partial<AddressFields> = {};
  const copy = {
    firstName: 'first_name',
    lastName: 'last_name',
    company: 'company',
    address1: 'address1',
    address2: 'address2',
    city: 'city',
    province: 'province',
    zip: 'zip',
    phone: 'phone',
  } as const;
  for (const [key, column] of Object.entries(copy) as [
    keyof typeof copy,
    (typeof copy)[keyof typeof copy],
  ][]) {
    if (input[key] !== undefined) columns[column] = input[key] || null;
  }
  if (input.country !== undefined) {
    const country = input.country ? countryOf(schema, input.country) : null;
    if (input.country && !country)
      errors.push(customerError('INVALID', ['address', 'country'], 'Country is not a valid country'));
    columns.country = country?.name ?? null;
    columns.country_code = country?.code ?? null;
  }
  return { columns, errors };
}

const unidentified = () =>
  customerError('UNIDENTIFIED_CUSTOMER', ['customerAccessToken'], 'Customer access token is invalid');
const notFound = (field: string) => customerError('NOT_FOUND', [field], 'Address does not exist');

/** The customer's own address a gid names; another customer's address reads as not found. */
function ownAddress(db: Db, customer: CustomerRow, id: string): AddressRow | null {
  const address = addressById(db, parseNumericGid(id, 'MailingAddress'));
  return address && address.customer_id === customer.id ? address : null;
}

const customerAddressCreate: Resolver<
  unknown,
  { customerAccessToken: string; address: MailingAddressInput }
> = (_root, args, ctx, info) => {
  const customer = customerOfAccessToken(ctx.db, args.customerAccessToken);
  if (!customer) return withErrors({ customerAddress: null }, [unidentified()]);
  const { columns, errors } = addressColumns(info.schema, args.address);
  if (errors.length > 0) return withErrors({ customerAddress: null }, errors);
  const row = { customer_id: customer.id, ...columns };
  const keys = Object.keys(row);
  const { lastId } = ctx.db.run(
    `INSERT INTO customer_addresses (${keys.join(', ')}) VALUES (${keys.map((key) => `:${key}`).join(', ')})`,
    row,
  );
  // A customer's first address becomes the default one, as on Shopify.
  if (customer.default_address_id === null)
    updateCustomer(ctx.db, customer.id, { default_address_id: lastId });
  else updateCustomer(ctx.db, customer.id, {});
  return withErrors({ customerAddress: customerAddressParent(addressById(ctx.db, lastId)!) }, []);
};

const customerAddressUpdate: Resolver<
  unknown,
  { customerAccessToken: string; id: string; address: MailingAddressInput }
> = (_root, args, ctx, info) => {
  const customer = customerOfAccessToken(ctx.db, args.customerAccessToken);
  if (!customer) return withErrors({ customerAddress: null }, [unidentified()]);
  const address = ownAddress(ctx.db, customer, args.id);
  if (!address) return withErrors({ customerAddress: null }, [notFound('id')]);
  const { columns, errors } = addressColumns(info.schema, args.address);
  if (errors.length > 0) return withErrors({ customerAddress: null }, errors);
  const keys = Object.keys(columns);
  if (keys.length > 0) {
    ctx.db.run(
      `UPDATE customer_addresses SET ${keys.map((key) => `${key} = :${key}`).join(', ')} WHERE id = :id`,
      {
        ...columns,
        id: address.id,
      },
    );
  }
  updateCustomer(ctx.db, customer.id, {});
  return withErrors({ customerAddress: customerAddressParent(addressById(ctx.db, address.id)!) }, []);
};

const customerAddressDelete: Resolver<unknown, { customerAccessToken: string; id: string }> = (
  _root,
  args,
  ctx,
) => {
  const customer = customerOfAccessToken(ctx.db, args.customerAccessToken);
  if (!customer) return withErrors({ deletedCustomerAddressId: null }, [unidentified()]);
  const address = ownAddress(ctx.db, customer, args.id);
  if (!address) return withErrors({ deletedCustomerAddressId: null }, [notFound('id')]);
  // Carts that preferred this address lose the preference rather than point at nothing.
  ctx.db.run('UPDATE carts SET delivery_address_id = NULL WHERE delivery_address_id = ?', [address.id]);
  ctx.db.run('DELETE FROM customer_addresses WHERE id = ?', [address.id]);
  // Deleting the default address promotes the oldest remaining one.
  const patch =
    customer.default_address_id === address.id
      ? { default_address_id: addressesOf(ctx.db, customer.id)[0]?.id ?? null }
      : {};
  updateCustomer(ctx.db, customer.id, patch);
  return withErrors({ deletedCustomerAddressId: args.id }, []);
};

const customerDefaultAddressUpdate: Resolver<unknown, { customerAccessToken: string; addressId: string }> = (
  _root,
  args,
  ctx,
) => {
  const customer = customerOfAccessToken(ctx.db, args.customerAccessToken);
  if (!customer) return withErrors({ customer: null }, [unidentified()]);
  const address = ownAddress(ctx.db, customer, args.addressId);
  if (!address) return withErrors({ customer: null }, [notFound('addressId')]);
  updateCustomer(ctx.db, customer.id, { default_address_id: address.id });
  return withErrors({ customer: customerById(ctx.db, customer.id) }, []);
};

export const addressMutations = {
  customerAddressCreate,
  customerAddressUpdate,
  customerAddressDelete,
  customerDefaultAddressUpdate,
};
