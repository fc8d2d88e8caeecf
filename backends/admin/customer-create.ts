import type { BackendContext } from '../http';
import { customerByEmail, customerById, insertCustomer } from '../storefront/customer/store';

/**
 * Admin `customerCreate` for what the shop's newsletter sign-up needs: a customer without an account
 * (DISABLED, no password, as Shopify makes one from the admin), with tags, locale and e-mail marketing
 * consent. Shopify's refusals: a taken or malformed e-mail, with the field path of the input.
 */
interface CustomerInput {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  locale?: string | null;
  tags?: string[] | null;
  emailMarketingConsent?: {
    marketingState: string;
    marketingOptInLevel?: string | null;
    consentUpdatedAt?: string | null;
  } | null;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const maxTagLength = 255;

function refusal(field: string, message: string) {
  return { customer: null, userErrors: [{ field: ['input', field], message }] };
}

/** Tags as Shopify keeps them: split on commas, trimmed, de-duplicated case-insensitively. */
function cleanTags(tags: string[]): string[] {
  const given = tags.flatMap((tag) => tag.split(',')).map((tag) => tag.trim());
  return given.filter(
    (tag, index) =>
      tag.length > 0 && given.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index,
  );
}

function customerCreate(_root: unknown, { input }: { input: CustomerInput }, ctx: BackendContext) {
  const email = input.email?.trim() ?? '';
  if (!email) return refusal('email', "Email can't be blank");
  if (!emailPattern.test(email) || email.length > 255) return refusal('email', 'Email is invalid');
  if (customerByEmail(ctx.db, email)) return refusal('email', 'Email has already been taken');
  const tags = cleanTags(input.tags ?? []);
  if (tags.some((tag) => tag.length > maxTagLength)) return refusal('tags', 'Tags is too long');
  const consent = input.emailMarketingConsent;
  const subscribed = consent?.marketingState === 'SUBSCRIBED';
  const id = insertCustomer(ctx.db, {
    email,
    first_name: input.firstName?.trim() || null,
    last_name: input.lastName?.trim() || null,
    locale: input.locale?.trim() || null,
    tags: JSON.stringify(tags),
    state: 'DISABLED',
    accepts_marketing: subscribed ? 1 : 0,
    email_marketing_state: consent?.marketingState ?? null,
    email_marketing_opt_in_level: consent ? (consent.marketingOptInLevel ?? 'UNKNOWN') : null,
    email_marketing_updated_at: consent ? (consent.consentUpdatedAt ?? new Date().toISOString()) : null,
  });
  return { customer: { ...customerById(ctx.db, id)!, __typename: 'Customer' as const }, userErrors: [] };
}

export const customerCreateResolvers = { Mutation: { customerCreate } };
