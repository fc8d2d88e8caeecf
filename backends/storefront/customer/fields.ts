import { paginate, type PageArgs } from '../catalog/connection';
import { findMetafield, findMetafields } from '../catalog/metafields';
import type { Resolver } from '../context';
import { gid } from '../ids';
import { addressById, addressesOf, customerAddressParent, type MailingAddressParent } from './addresses';
import { ordersOfCustomer } from './orders';
import type { CustomerRow } from './rows';

const displayName = (customer: CustomerRow) =>
  [customer.first_name, customer.last_name].filter(Boolean).join(' ') || customer.email;

export const Customer: Record<string, Resolver<CustomerRow, never>> = {
  id: (customer) => gid('Customer', customer.id),
  email: (customer) => customer.email,
  firstName: (customer) => customer.first_name,
  lastName: (customer) => customer.last_name,
  displayName,
  phone: (customer) => customer.phone,
  acceptsMarketing: (customer) => customer.accepts_marketing === 1,
  tags: (customer) => JSON.parse(customer.tags),
  createdAt: (customer) => customer.created_at,
  updatedAt: (customer) => customer.updated_at,
  // UnsignedInt64 is serialised as a string.
  numberOfOrders: (customer, _args, ctx) =>
    String(
      ctx.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?', [customer.id])!.n,
    ),
  defaultAddress: (customer, _args, ctx) => {
    const address = addressById(ctx.db, customer.default_address_id);
    return address ? customerAddressParent(address) : null;
  },
  addresses: (customer, args: PageArgs & { reverse?: boolean | null }, ctx) => {
    const addresses = addressesOf(ctx.db, customer.id).map(customerAddressParent);
    return paginate(args.reverse ? addresses.reverse() : addresses, (address) => address.gid, args);
  },
  orders: (customer, args: Parameters<typeof ordersOfCustomer>[2], ctx) =>
    ordersOfCustomer(ctx.db, customer.id, args),
  metafield: (customer, args: { namespace?: string | null; key: string }, ctx) =>
    findMetafield(ctx.db, 'Customer', customer.id, args.namespace, args.key),
  metafields: (customer, args: { identifiers: { namespace?: string | null; key: string }[] }, ctx) =>
    findMetafields(ctx.db, 'Customer', customer.id, args.identifiers),
};

const name = (address: MailingAddressParent) =>
  [address.first_name, address.last_name].filter(Boolean).join(' ');

/** Shopify's formatted lines: [name], [company], street lines, "city province zip", country. */
function formatted(
  address: MailingAddressParent,
  args: { withName?: boolean; withCompany?: boolean },
): string[] {
  return [
    args.withName ? name(address) : null,
    args.withCompany === false ? null : address.company,
    address.address1,
    address.address2,
    [address.city, address.province_code ?? address.province, address.zip].filter(Boolean).join(' '),
    address.country,
  ].filter((line): line is string => Boolean(line));
}

export const MailingAddress: Record<string, Resolver<MailingAddressParent, never>> = {
  id: (address) => address.gid,
  firstName: (address) => address.first_name,
  lastName: (address) => address.last_name,
  name: (address) => name(address) || null,
  provinceCode: (address) => address.province_code,
  countryCode: (address) => address.country_code,
  countryCodeV2: (address) => address.country_code,
  formatted: (address, args: { withName?: boolean; withCompany?: boolean }) => formatted(address, args),
  formattedArea: (address) =>
    [address.city, address.province_code ?? address.province, address.country].filter(Boolean).join(', ') ||
    null,
};
