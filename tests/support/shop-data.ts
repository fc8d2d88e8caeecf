import type { RunningBackends } from '../../backends/server';
import { storefront } from './backends';

/** The gid of a seeded variant, read from the backends' database (e.g. 'silk-wrap-dress', 'Ivory / M'). */
export function variantGid(backends: RunningBackends, handle: string, title: string): string {
  const row = backends.context.db.get<{ id: number }>(
    'SELECT v.id FROM variants v JOIN products p ON p.id = v.product_id WHERE p.handle = ? AND v.title = ?',
    [handle, title],
  );
  if (!row) throw new Error(`No variant ${handle} ${title} in the seed`);
  return `gid://shopify/ProductVariant/${row.id}`;
}

export const demoCustomer = { email: 'demo@maison.example', password: 'maison-demo-2026' };

/** A sign-up form's fields but the e-mail address, filled as a new customer would. */
export const newcomerSignUp = {
  firstName: 'Inès',
  lastName: 'Moreau',
  password: 'a-long-password',
  repeatPassword: 'a-long-password',
  acceptTerms: 'on',
  acceptPrivacy: 'on',
};

/** Signs in through the Storefront API and returns the customer access token. */
export async function signIn(backends: RunningBackends, email: string, password: string): Promise<string> {
  const result = await storefront<{
    customerAccessTokenCreate: { customerAccessToken: { accessToken: string } | null };
  }>(
    backends,
    `mutation ($input: CustomerAccessTokenCreateInput!) {
      customerAccessTokenCreate(input: $input) { customerAccessToken { accessToken } }
    }`,
    { input: { email, password } },
  );
  const token = result.data?.customerAccessTokenCreate.customerAccessToken?.accessToken;
  if (!token) throw new Error(`Cannot sign in as ${email}: ${JSON.stringify(result)}`);
  return token;
}
