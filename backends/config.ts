import { join } from 'node:path';
import { z } from 'zod';

/** Local backends' settings, from the environment. Tokens default to the ones the app uses locally. */
const schema = z.object({
  LOCAL_BACKENDS_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  LOCAL_BACKENDS_HOST: z.string().default('127.0.0.1'),
  LOCAL_BACKENDS_DATA_DIR: z.string().default(join(process.cwd(), '.data')),
  LOCAL_STOREFRONT_TOKEN: z.string().min(1).default('local-storefront-token'),
  LOCAL_ADMIN_TOKEN: z.string().min(1).default('local-admin-token'),
  /** Bearer token of the local back-in-stock service (backends/stock-alerts/). */
  LOCAL_STOCK_ALERTS_TOKEN: z.string().min(1).default('local-stock-alerts-token'),
  /** The SMTP sink (outbox/smtp.ts) the shop's SMTP_URL points at locally; 0 picks a free port. */
  LOCAL_SMTP_PORT: z.coerce.number().int().min(0).max(65535).default(2525),
  /** Where the hosted checkout links back to, and where Prismic's webhook goes (`/api/revalidate`). */
  SHOP_URL: z.url().default('http://localhost:3000'),
  /** The secret the Prismic webhook carries: the shop's own setting of the same name (server/config.ts). */
  PRISMIC_WEBHOOK_SECRET: z.string().min(1).default('local-prismic-secret'),
  /**
   * The store's multipass secret (checkout/multipass.ts): the shop's own MULTIPASS_SECRET when the shop
   * signs customers in at checkout. The local store always accepts multipass, as a Shopify Plus store can.
   */
  MULTIPASS_SECRET: z.string().min(1).default('local-multipass-secret'),
  BACKENDS_LATENCY_MS: z.coerce.number().int().min(0).default(0),
  BACKENDS_ERROR_RATE: z.coerce.number().min(0).max(1).default(0),
  BACKENDS_THROTTLE_RATE: z.coerce.number().min(0).max(1).default(0),
});

export type BackendsConfig = z.infer<typeof schema>;

export function backendsConfig(env: NodeJS.ProcessEnv = process.env): BackendsConfig {
  return schema.parse(env);
}
