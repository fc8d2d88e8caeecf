import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { customerUrl } from '../../../backends/storefront/customer/url-tokens';
import { freshBackends, storefront } from '../../support/backends';
import { demoCustomer, signIn } from '../../support/shop-data';

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());

interface CustomerError {
  code: string;
  field: string[] | null;
  message: string;
}

async function run<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const result = await storefront<T>(backends, query, variables);
  expect(result.errors).toBeUndefined();
  return result.data!;
}

const tokenCreate = (email: string, password: string) =>
  run<{
    customerAccessTokenCreate: {
      customerAccessToken: { accessToken: string; expiresAt: string } | null;
      customerUserErrors: CustomerError[];
    };
  }>(
    `mutation ($input: CustomerAccessTokenCreateInput!) {
      customerAccessTokenCreate(input: $input) {
        customerAccessToken { accessToken expiresAt } customerUserErrors { code field message }
      }
    }`,
    { input: { email, password } },
  ).then((data) => data.customerAccessTokenCreate);

const customerQuery = `query ($token: String!) {
  customer(customerAccessToken: $token) {
    id email firstName lastName displayName phone tags acceptsMarketing numberOfOrders
    metafield(namespace: "custom", key: "birthday") { value type }
    defaultAddress { id city countryCodeV2 }
    addresses(first: 20) { nodes { id firstName address1 city country countryCodeV2 zip } }
    orders(first: 10, sortKey: PROCESSED_AT, reverse: true) {
      nodes {
        id name orderNumber processedAt financialStatus fulfillmentStatus
        totalPrice { amount currencyCode } currentTotalPrice { amount } subtotalPrice { amount }
        shippingAddress { city countryCodeV2 }
        lineItems(first: 10) { nodes { title quantity originalTotalPrice { amount } variant { id } } }
      }
    }
  }
}`;

interface Customer {
  id: string;
  email: string;
  firstName: string | null;
  displayName: string;
  tags: string[];
  numberOfOrders: string;
  metafield: { value: string } | null;
  defaultAddress: { id: string; city: string; countryCodeV2: string } | null;
  addresses: {
    nodes: {
      id: string;
      firstName: string;
      address1: string;
      city: string;
      country: string;
      countryCodeV2: string;
    }[];
  };
  orders: {
    nodes: {
      name: string;
      orderNumber: number;
      financialStatus: string | null;
      fulfillmentStatus: string;
      totalPrice: { amount: string; currencyCode: string };
      lineItems: { nodes: { title: string; quantity: number; variant: { id: string } | null }[] };
    }[];
  };
}

const readCustomer = (token: string) =>
  run<{ customer: Customer | null }>(customerQuery, { token }).then((d) => d.customer);

describe('sign-in', () => {
  it('signs the demo customer in and reads the account with addresses and orders', async () => {
    const { customerAccessToken, customerUserErrors } = await tokenCreate(
      demoCustomer.email,
      demoCustomer.password,
    );
    expect(customerUserErrors).toEqual([]);
    expect(customerAccessToken!.accessToken).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(customerAccessToken!.expiresAt)).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const customer = await readCustomer(customerAccessToken!.accessToken);
    expect(customer).toMatchObject({
      email: demoCustomer.email,
      displayName: 'Camille Laurent',
      numberOfOrders: '3',
    });
    expect(customer!.addresses.nodes).toHaveLength(2);
    expect(customer!.defaultAddress).toMatchObject({ city: 'Paris', countryCodeV2: 'FR' });
    expect(customer!.orders.nodes).toHaveLength(3);
    const statuses = new Set(
      customer!.orders.nodes.map((order) => `${order.financialStatus}/${order.fulfillmentStatus}`),
    );
    expect(statuses.size).toBeGreaterThan(1);
    for (const order of customer!.orders.nodes) {
      expect(order.name).toBe(`#${order.orderNumber}`);
      expect(order.lineItems.nodes.length).toBeGreaterThan(0);
    }
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await tokenCreate('nobody@maison.example', 'whatever-password');
    const wrong = await tokenCreate(demoCustomer.email, 'wrong-password');
    expect(unknown.customerAccessToken).toBeNull();
    expect(unknown.customerUserErrors).toEqual([
      { code: 'UNIDENTIFIED_CUSTOMER', field: null, message: 'Unidentified customer' },
    ]);
    expect(wrong).toEqual(unknown);
  });

  it('reads null for an unknown or deleted token; renews a live one', async () => {
    expect(await readCustomer('0'.repeat(32))).toBeNull();
    const token = await signIn(backends, demoCustomer.email, demoCustomer.password);
    const renewed = await run<{
      customerAccessTokenRenew: { customerAccessToken: { accessToken: string } | null };
    }>(
      `mutation ($token: String!) { customerAccessTokenRenew(customerAccessToken: $token) { customerAccessToken { accessToken } } }`,
      { token },
    );
    expect(renewed.customerAccessTokenRenew.customerAccessToken!.accessToken).toBe(token);
    const deleted = await run<{ customerAccessTokenDelete: { deletedAccessToken: string | null } }>(
      `mutation ($token: String!) { customerAccessTokenDelete(customerAccessToken: $token) { deletedAccessToken } }`,
      { token },
    );
    expect(deleted.customerAccessTokenDelete.deletedAccessToken).toBe(token);
    expect(await readCustomer(token)).toBeNull();
  });

  it('treats an expired token as unknown', async () => {
    const token = await signIn(backends, demoCustomer.email, demoCustomer.password);
    backends.context.db.run('UPDATE customer_access_tokens SET expires_at = ? WHERE token = ?', [
      '2020-01-01T00:00:00Z',
      token,
    ]);
    expect(await readCustomer(token)).toBeNull();
  });
});

const createMutation = `mutation ($input: CustomerCreateInput!) {
  customerCreate(input: $input) { customer { id email firstName acceptsMarketing } customerUserErrors { code field message } }
}`;
type CreatePayload = {
  customerCreate: {
    customer: { email: string; acceptsMarketing: boolean } | null;
    customerUserErrors: CustomerError[];
  };
};

describe('customerCreate and customerUpdate', () => {
  it('creates an account that can sign in; refuses a taken e-mail and a short password', async () => {
    const input = {
      email: 'new.client@maison.example',
      password: 'a-good-password',
      firstName: 'Léa',
      lastName: 'Martin',
      acceptsMarketing: true,
    };
    const created = await run<CreatePayload>(createMutation, { input });
    expect(created.customerCreate.customerUserErrors).toEqual([]);
    expect(created.customerCreate.customer).toMatchObject({ email: input.email, acceptsMarketing: true });
    await expect(signIn(backends, input.email, input.password)).resolves.toMatch(/^[0-9a-f]{32}$/);

    const taken = await run<CreatePayload>(createMutation, {
      input: { ...input, email: 'NEW.client@maison.example' },
    });
    expect(taken.customerCreate.customerUserErrors).toEqual([
      expect.objectContaining({ code: 'TAKEN', field: ['input', 'email'] }),
    ]);

    const short = await run<CreatePayload>(createMutation, {
      input: { email: 'short@maison.example', password: 'abc' },
    });
    expect(short.customerCreate.customerUserErrors).toEqual([
      expect.objectContaining({ code: 'TOO_SHORT', field: ['input', 'password'] }),
    ]);

    const badEmail = await run<CreatePayload>(createMutation, {
      input: { email: 'not-an-email', password: 'long-enough' },
    });
    expect(badEmail.customerCreate.customerUserErrors[0]!.code).toBe('INVALID');
  });

  it('updates names, and a new password ends old sessions with a new token', async () => {
    const email = 'updater@maison.example';
    await run<CreatePayload>(createMutation, { input: { email, password: 'first-password' } });
    const token = await signIn(backends, email, 'first-password');
    const update = await run<{
      customerUpdate: {
        customer: { firstName: string } | null;
        customerAccessToken: { accessToken: string } | null;
        customerUserErrors: CustomerError[];
      };
    }>(
      `mutation ($token: String!, $customer: CustomerUpdateInput!) {
        customerUpdate(customerAccessToken: $token, customer: $customer) {
          customer { firstName } customerAccessToken { accessToken } customerUserErrors { code field message }
        }
      }`,
      { token, customer: { firstName: 'Inès', password: 'second-password' } },
    );
    expect(update.customerUpdate.customerUserErrors).toEqual([]);
    expect(update.customerUpdate.customer!.firstName).toBe('Inès');
    const newToken = update.customerUpdate.customerAccessToken!.accessToken;
    expect(newToken).not.toBe(token);
    expect(await readCustomer(token)).toBeNull();
    expect((await readCustomer(newToken))!.firstName).toBe('Inès');
    expect((await tokenCreate(email, 'first-password')).customerAccessToken).toBeNull();
  });
});

describe('addresses', () => {
  const addressFields =
    'customerAddress { id city country countryCodeV2 } customerUserErrors { code field message }';
  type AddressPayload = {
    customerAddress: { id: string; city: string; country: string; countryCodeV2: string } | null;
    customerUserErrors: CustomerError[];
  };

  it('creates, updates, makes default and deletes an address', async () => {
    const email = 'addresses@maison.example';
    await run<CreatePayload>(createMutation, { input: { email, password: 'address-book' } });
    const token = await signIn(backends, email, 'address-book');
    const create = (address: Record<string, unknown>) =>
      run<{ customerAddressCreate: AddressPayload }>(
        `mutation ($token: String!, $address: MailingAddressInput!) {
          customerAddressCreate(customerAccessToken: $token, address: $address) { ${addressFields} }
        }`,
        { token, address },
      ).then((data) => data.customerAddressCreate);

    const first = await create({
      firstName: 'A',
      lastName: 'B',
      address1: '1 rue de Rivoli',
      city: 'Paris',
      zip: '75001',
      country: 'France',
    });
    expect(first.customerUserErrors).toEqual([]);
    expect(first.customerAddress).toMatchObject({ city: 'Paris', country: 'France', countryCodeV2: 'FR' });
    const second = await create({
      address1: '10 Downing St',
      city: 'London',
      zip: 'SW1A 2AA',
      country: 'GB',
    });
    expect(second.customerAddress).toMatchObject({ country: 'United Kingdom', countryCodeV2: 'GB' });
    const invalid = await create({ city: 'Nowhere', country: 'Atlantis' });
    expect(invalid.customerUserErrors).toEqual([
      expect.objectContaining({ code: 'INVALID', field: ['address', 'country'] }),
    ]);

    let customer = await readCustomer(token);
    expect(customer!.defaultAddress!.id).toBe(first.customerAddress!.id);
    expect(customer!.addresses.nodes).toHaveLength(2);

    const updated = await run<{ customerAddressUpdate: AddressPayload }>(
      `mutation ($token: String!, $id: ID!, $address: MailingAddressInput!) {
        customerAddressUpdate(customerAccessToken: $token, id: $id, address: $address) { ${addressFields} }
      }`,
      { token, id: second.customerAddress!.id, address: { city: 'Manchester' } },
    );
    expect(updated.customerAddressUpdate.customerAddress).toMatchObject({
      city: 'Manchester',
      countryCodeV2: 'GB',
    });

    await run(
      `mutation ($token: String!, $id: ID!) {
        customerDefaultAddressUpdate(customerAccessToken: $token, addressId: $id) { customer { id } customerUserErrors { code } }
      }`,
      { token, id: second.customerAddress!.id },
    );
    expect((await readCustomer(token))!.defaultAddress!.city).toBe('Manchester');

    const deleteAddress = (id: string, withToken = token) =>
      run<{
        customerAddressDelete: {
          deletedCustomerAddressId: string | null;
          customerUserErrors: CustomerError[];
        };
      }>(
        `mutation ($token: String!, $id: ID!) {
          customerAddressDelete(customerAccessToken: $token, id: $id) { deletedCustomerAddressId customerUserErrors { code field } }
        }`,
        { token: withToken, id },
      ).then((data) => data.customerAddressDelete);

    // Someone else's address reads as not found.
    const demoToken = await signIn(backends, demoCustomer.email, demoCustomer.password);
    const foreign = await deleteAddress(second.customerAddress!.id, demoToken);
    expect(foreign.customerUserErrors).toEqual([{ code: 'NOT_FOUND', field: ['id'] }]);

    const deleted = await deleteAddress(second.customerAddress!.id);
    expect(deleted.deletedCustomerAddressId).toBe(second.customerAddress!.id);
    customer = await readCustomer(token);
    expect(customer!.addresses.nodes.map((address) => address.id)).toEqual([first.customerAddress!.id]);
    expect(customer!.defaultAddress!.id).toBe(first.customerAddress!.id);
  });

  it('refuses address changes without a valid token', async () => {
    const result = await run<{ customerAddressCreate: AddressPayload }>(
      `mutation { customerAddressCreate(customerAccessToken: "nope", address: { city: "Paris" }) { ${addressFields} } }`,
    );
    expect(result.customerAddressCreate.customerUserErrors).toEqual([
      expect.objectContaining({ code: 'UNIDENTIFIED_CUSTOMER' }),
    ]);
  });
});

describe('password recovery and activation', () => {
  const recover = (email: string) =>
    run<{ customerRecover: { customerUserErrors: CustomerError[] } }>(
      `mutation ($email: String!) { customerRecover(email: $email) { customerUserErrors { code field message } } }`,
      { email },
    );
  const resetByUrl = (resetUrl: string, password: string) =>
    run<{
      customerResetByUrl: {
        customer: { email: string } | null;
        customerAccessToken: { accessToken: string } | null;
        customerUserErrors: CustomerError[];
      };
    }>(
      `mutation ($resetUrl: URL!, $password: String!) {
        customerResetByUrl(resetUrl: $resetUrl, password: $password) {
          customer { email } customerAccessToken { accessToken } customerUserErrors { code field message }
        }
      }`,
      { resetUrl, password },
    ).then((data) => data.customerResetByUrl);

  it('answers the same for a known and an unknown e-mail, and resets with the one-time link', async () => {
    const email = 'forgetful@maison.example';
    await run<CreatePayload>(createMutation, { input: { email, password: 'old-password' } });
    const tokensBefore = backends.context.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM customer_url_tokens',
    )!.n;
    expect(await recover('nobody@maison.example')).toEqual(await recover(email));
    const row = backends.context.db.get<{ token: string; customer_id: number }>(
      `SELECT t.token, t.customer_id FROM customer_url_tokens t JOIN customers c ON c.id = t.customer_id
       WHERE c.email = ? AND t.purpose = 'reset'`,
      [email],
    )!;
    expect(backends.context.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM customer_url_tokens')!.n).toBe(
      tokensBefore + 1,
    );

    const url = customerUrl(backends.context.config.SHOP_URL, 'reset', row.customer_id, row.token);
    const tooShort = await resetByUrl(url, 'abc');
    expect(tooShort.customerUserErrors[0]!.code).toBe('TOO_SHORT');

    const reset = await resetByUrl(url, 'new-password');
    expect(reset.customerUserErrors).toEqual([]);
    expect(reset.customer!.email).toBe(email);
    expect((await readCustomer(reset.customerAccessToken!.accessToken))!.email).toBe(email);
    await expect(signIn(backends, email, 'new-password')).resolves.toBeTruthy();

    const reused = await resetByUrl(url, 'third-password');
    expect(reused.customerUserErrors).toEqual([
      expect.objectContaining({ code: 'TOKEN_INVALID', field: ['resetUrl'] }),
    ]);
  });

  /** The customer's reset links, oldest first. */
  const resetUrls = (email: string) =>
    backends.context.db
      .all<{ token: string; customer_id: number }>(
        `SELECT t.token, t.customer_id FROM customer_url_tokens t JOIN customers c ON c.id = t.customer_id
         WHERE c.email = ? AND t.purpose = 'reset' ORDER BY t.rowid`,
        [email],
      )
      .map((row) => customerUrl(backends.context.config.SHOP_URL, 'reset', row.customer_id, row.token));

  it('spends every open reset link once a password is set, as Shopify does', async () => {
    const email = 'twice-forgetful@maison.example';
    await run<CreatePayload>(createMutation, { input: { email, password: 'old-password' } });
    await recover(email);
    await recover(email);
    const [older, newer] = resetUrls(email);
    expect((await resetByUrl(newer!, 'new-password')).customerUserErrors).toEqual([]);
    expect((await resetByUrl(older!, 'stale-password')).customerUserErrors).toEqual([
      expect.objectContaining({ code: 'TOKEN_INVALID', field: ['resetUrl'] }),
    ]);
    await expect(signIn(backends, email, 'new-password')).resolves.toBeTruthy();

    // A password changed from the account page spends them too.
    await recover(email);
    const pending = resetUrls(email).at(-1)!;
    const token = await signIn(backends, email, 'new-password');
    const update = await run<{ customerUpdate: { customerUserErrors: CustomerError[] } }>(
      `mutation ($token: String!, $customer: CustomerUpdateInput!) {
        customerUpdate(customerAccessToken: $token, customer: $customer) { customerUserErrors { code field message } }
      }`,
      { token, customer: { password: 'account-page-password' } },
    );
    expect(update.customerUpdate.customerUserErrors).toEqual([]);
    expect((await resetByUrl(pending, 'stale-password')).customerUserErrors).toEqual([
      expect.objectContaining({ code: 'TOKEN_INVALID', field: ['resetUrl'] }),
    ]);
    await expect(signIn(backends, email, 'account-page-password')).resolves.toBeTruthy();
  });

  it('activates an invited account from its link', async () => {
    const { lastId: customerId } = backends.context.db.run(
      `INSERT INTO customers (email, state, created_at, updated_at) VALUES ('invited@maison.example', 'INVITED', ?, ?)`,
      [new Date().toISOString(), new Date().toISOString()],
    );
    expect((await tokenCreate('invited@maison.example', 'any-password')).customerUserErrors[0]!.code).toBe(
      'UNIDENTIFIED_CUSTOMER',
    );
    // Signing up with the e-mail of an invited account sends the activation link instead.
    const signUp = await run<CreatePayload>(createMutation, {
      input: { email: 'invited@maison.example', password: 'chosen-password' },
    });
    expect(signUp.customerCreate.customerUserErrors).toEqual([
      expect.objectContaining({ code: 'CUSTOMER_DISABLED' }),
    ]);
    const { token } = backends.context.db.get<{ token: string }>(
      `SELECT token FROM customer_url_tokens WHERE customer_id = ? AND purpose = 'activate'`,
      [customerId],
    )!;
    const activationUrl = customerUrl(backends.context.config.SHOP_URL, 'activate', customerId, token);
    const activated = await run<{
      customerActivateByUrl: {
        customerAccessToken: { accessToken: string } | null;
        customerUserErrors: CustomerError[];
      };
    }>(
      `mutation ($url: URL!, $password: String!) {
        customerActivateByUrl(activationUrl: $url, password: $password) { customerAccessToken { accessToken } customerUserErrors { code } }
      }`,
      { url: activationUrl, password: 'chosen-password' },
    );
    expect(activated.customerActivateByUrl.customerUserErrors).toEqual([]);
    await expect(signIn(backends, 'invited@maison.example', 'chosen-password')).resolves.toBeTruthy();
  });
});
