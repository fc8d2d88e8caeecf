import 'server-only';
import { localeConfig, type Locale } from '@/lib/markets';
import { newsletterTags, type NewsletterSource } from '@/lib/newsletter';
import { adminRequest } from '../shopify/admin';
import type {
  CustomerEmailMarketingConsentInput,
  CustomerEmailMarketingState,
  CustomerMarketingOptInLevel,
} from '../shopify/generated/admin.types';
import {
  NEWSLETTER_CONSENT_UPDATE,
  NEWSLETTER_CUSTOMER_CREATE,
  NEWSLETTER_CUSTOMER_QUERY,
  NEWSLETTER_TAGS_ADD,
} from '../shopify/documents/admin/newsletter';

/** spec §3 "Subscription call": firstName, lastName, email, lang, tags, acceptsMarketing (default true). */
export interface NewsletterSubscription {
  email: string;
  firstName?: string;
  lastName?: string;
  locale: Locale;
  source: NewsletterSource;
  country: string | null;
  campaign: string | null;
  acceptsMarketing?: boolean;
}

export type SubscribeResult = { ok: true; created: boolean } | { ok: false; field: string | null };

// The generated enums are ambient (types only): their values are Shopify's strings.
const marketingConsent = (accepts: boolean): CustomerEmailMarketingConsentInput => ({
  marketingState: (accepts ? 'SUBSCRIBED' : 'NOT_SUBSCRIBED') as CustomerEmailMarketingState,
  marketingOptInLevel: 'SINGLE_OPT_IN' as CustomerMarketingOptInLevel,
  consentUpdatedAt: new Date().toISOString(),
});

/** The second element of an Admin field path names the field (spec §8). */
const fieldOf = (errors: { field?: string[] | null }[]) => errors[0]?.field?.[1] ?? null;

async function updateExisting(id: string, tags: string[], accepts: boolean): Promise<SubscribeResult> {
  const [tagged, consented] = await Promise.all([
    adminRequest(NEWSLETTER_TAGS_ADD, { id, tags }),
    adminRequest(NEWSLETTER_CONSENT_UPDATE, {
      input: { customerId: id, emailMarketingConsent: marketingConsent(accepts) },
    }),
  ]);
  const errors = [
    ...(tagged.tagsAdd?.userErrors ?? []),
    ...(consented.customerEmailMarketingConsentUpdate?.userErrors ?? []),
  ];
  return errors.length ? { ok: false, field: fieldOf(errors) } : { ok: true, created: false };
}

/**
 * The newsletter sign-up through the Admin API (the same calls on Shopify and on the local backends):
 * a new customer (no account, marketing consent given) or, for a known e-mail address, the existing
 * customer tagged and subscribed. The answer is the same for both to whoever signs up (no account
 * enumeration). Throws when the Admin API cannot be reached.
 */
export async function subscribeToNewsletter(subscription: NewsletterSubscription): Promise<SubscribeResult> {
  const { language, currency } = localeConfig(subscription.locale);
  const tags = newsletterTags({
    currency,
    source: subscription.source,
    country: subscription.country,
    campaign: subscription.campaign,
    language,
  });
  const accepts = subscription.acceptsMarketing ?? true;
  const email = subscription.email.trim();
  const known = await adminRequest(NEWSLETTER_CUSTOMER_QUERY, { email });
  if (known.customerByIdentifier) return updateExisting(known.customerByIdentifier.id, tags, accepts);
  const created = await adminRequest(NEWSLETTER_CUSTOMER_CREATE, {
    input: {
      email,
      firstName: subscription.firstName || null,
      lastName: subscription.lastName || null,
      locale: language,
      tags,
      emailMarketingConsent: marketingConsent(accepts),
    },
  });
  const result = created.customerCreate;
  if (result?.customer) return { ok: true, created: true };
  // Signed up a moment ago by another request: update that customer instead.
  const again = await adminRequest(NEWSLETTER_CUSTOMER_QUERY, { email });
  if (again.customerByIdentifier) return updateExisting(again.customerByIdentifier.id, tags, accepts);
  return { ok: false, field: fieldOf(result?.userErrors ?? []) };
}
