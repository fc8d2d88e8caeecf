import 'server-only';
import { z } from 'zod';

/**
 * The server's configuration, parsed once from the environment. With Shopify and Prismic
 * credentials the shop talks to the hosted services; without them, to the local backends
 * (ARCHITECTURE.md "Local backends"), so a fresh clone runs with no configuration at all.
 */

const localStorefrontToken = 'local-storefront-token';
const localAdminToken = 'local-admin-token';
const localPrismicWebhookSecret = 'local-prismic-secret';
const localShopifyWebhookSecret = 'local-shopify-webhook-secret';

/** spec §5: https:// and the platform's store domain, or the shop's checkout subdomain in .com/.fr. */
const storeAddress = z
  .string()
  .transform((value) => value.replace(/\/+$/, ''))
  .refine(
    (value) =>
      /^https:\/\/[a-z0-9][a-z0-9-]*\.myshopify\.com$/i.test(value) ||
      /^https:\/\/checkout\.[a-z0-9][a-z0-9-]*\.(com|fr)$/i.test(value),
    'must start with https:// and end with .myshopify.com, or be a checkout subdomain in .com or .fr',
  );

const envSchema = z.object({
  SHOPIFY_STORE_DOMAIN: z.string().optional(),
  SHOPIFY_STOREFRONT_ACCESS_TOKEN: z.string().optional(),
  SHOPIFY_ADMIN_ACCESS_TOKEN: z.string().optional(),
  PRISMIC_REPOSITORY: z.string().optional(),
  PRISMIC_ACCESS_TOKEN: z.string().optional(),
  // The secret Prismic's webhook sends in its JSON body; required with a hosted repository.
  PRISMIC_WEBHOOK_SECRET: z.string().min(1).optional(),
  // The key Shopify signs its webhooks with (HMAC-SHA256 of the raw body); required with a hosted store.
  SHOPIFY_WEBHOOK_SECRET: z.string().min(1).optional(),
  // The store's multipass secret (Shopify Plus): set, a signed-in customer reaches checkout signed in.
  MULTIPASS_SECRET: z.string().min(1).optional(),
  LOCAL_BACKENDS_URL: z.url().default('http://127.0.0.1:4000'),
  NEXT_PUBLIC_SITE_URL: z.url().default('http://localhost:3000'),
  STOREFRONT_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
});

export interface ServerConfig {
  siteUrl: string;
  /** The local backends' origin: their CDN serves the media of the slice mocks (/ui, slice simulator). */
  localBackendsOrigin: string;
  shopify: {
    /** Origin the Storefront client is told about (https, as the client requires). */
    storeUrl: string;
    /** Where requests really go: the store itself, or the local backends over http. */
    fetchOrigin: string;
    storefrontToken: string;
    adminToken: string | undefined;
    webhookSecret: string;
    timeoutMs: number;
    /** Multipass is off without it: the checkout link is the cart's own (server/multipass). */
    multipassSecret: string | undefined;
  };
  prismic: {
    repository: string;
    endpoint: string | undefined;
    accessToken: string | undefined;
    /** A real Prismic repository (previews and the toolbar make sense only there). */
    hosted: boolean;
    webhookSecret: string;
    /** Every preview token of the repository is a URL under this prefix. */
    previewTokenPrefix: string;
  };
}

export class ConfigurationError extends Error {
  constructor(variable: string, problem: string) {
    super(`Configuration error: ${variable} ${problem}`);
    this.name = 'ConfigurationError';
  }
}

export function parseServerConfig(environment: Record<string, string | undefined>): ServerConfig {
  const parsed = envSchema.safeParse(environment);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigurationError(String(issue.path[0]), issue.message);
  }
  const env = parsed.data;
  const hostedShop = Boolean(env.SHOPIFY_STORE_DOMAIN || env.SHOPIFY_STOREFRONT_ACCESS_TOKEN);
  const hostedContent = Boolean(env.PRISMIC_REPOSITORY);

  let shopify: ServerConfig['shopify'];
  if (hostedShop) {
    if (!env.SHOPIFY_STORE_DOMAIN) throw new ConfigurationError('SHOPIFY_STORE_DOMAIN', 'is missing');
    if (!env.SHOPIFY_STOREFRONT_ACCESS_TOKEN)
      throw new ConfigurationError('SHOPIFY_STOREFRONT_ACCESS_TOKEN', 'is missing');
    const address = storeAddress.safeParse(env.SHOPIFY_STORE_DOMAIN);
    if (!address.success)
      throw new ConfigurationError('SHOPIFY_STORE_DOMAIN', address.error.issues[0]!.message);
    shopify = {
      storeUrl: address.data,
      fetchOrigin: address.data,
      storefrontToken: env.SHOPIFY_STOREFRONT_ACCESS_TOKEN,
      adminToken: env.SHOPIFY_ADMIN_ACCESS_TOKEN,
      webhookSecret: required(env.SHOPIFY_WEBHOOK_SECRET, 'SHOPIFY_WEBHOOK_SECRET'),
      timeoutMs: env.STOREFRONT_TIMEOUT_MS,
      multipassSecret: env.MULTIPASS_SECRET,
    };
  } else {
    const local = new URL(env.LOCAL_BACKENDS_URL);
    shopify = {
      storeUrl: `https://${local.host}`,
      fetchOrigin: local.origin,
      storefrontToken: localStorefrontToken,
      adminToken: localAdminToken,
      webhookSecret: env.SHOPIFY_WEBHOOK_SECRET ?? localShopifyWebhookSecret,
      timeoutMs: env.STOREFRONT_TIMEOUT_MS,
      multipassSecret: env.MULTIPASS_SECRET,
    };
  }

  const prismic: ServerConfig['prismic'] = hostedContent
    ? {
        repository: env.PRISMIC_REPOSITORY!,
        endpoint: undefined,
        accessToken: env.PRISMIC_ACCESS_TOKEN,
        hosted: true,
        webhookSecret: required(env.PRISMIC_WEBHOOK_SECRET, 'PRISMIC_WEBHOOK_SECRET'),
        previewTokenPrefix: `https://${env.PRISMIC_REPOSITORY}.prismic.io/previews/`,
      }
    : {
        repository: 'maison-aurele',
        endpoint: `${new URL(env.LOCAL_BACKENDS_URL).origin}/prismic/api/v2`,
        accessToken: undefined,
        hosted: false,
        webhookSecret: env.PRISMIC_WEBHOOK_SECRET ?? localPrismicWebhookSecret,
        previewTokenPrefix: `${new URL(env.LOCAL_BACKENDS_URL).origin}/prismic/previews/`,
      };

  return {
    siteUrl: env.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, ''),
    localBackendsOrigin: new URL(env.LOCAL_BACKENDS_URL).origin,
    shopify,
    prismic,
  };
}

/** A hosted service's secret must be configured: the local defaults are public. */
function required(value: string | undefined, variable: string): string {
  if (!value) throw new ConfigurationError(variable, 'is missing');
  return value;
}

let cached: ServerConfig | undefined;

export function serverConfig(): ServerConfig {
  cached ??= parseServerConfig(process.env);
  return cached;
}

/** Where the pages' pictures come from: the store's and the repository's CDNs, or the local backends'. */
export function mediaOrigins({ shopify, prismic, localBackendsOrigin } = serverConfig()): string[] {
  const shop = shopify.fetchOrigin === localBackendsOrigin ? localBackendsOrigin : 'https://cdn.shopify.com';
  const content = prismic.hosted ? 'https://images.prismic.io' : localBackendsOrigin;
  return [...new Set([shop, content])];
}
