import 'server-only';
import { z } from 'zod';
import { ConfigurationError } from './config';

const schema = z.object({
  WHERE_TO_BUY_WIDGET_KEY: z
    .string()
    .regex(/^[\w-]{1,100}$/, 'must be the provider key: letters, digits, - or _')
    .optional(),
});

/**
 * The where-to-buy provider's widget key (spec §7.3): unset, the product page has no provider slot and
 * lists the house's own boutiques only. The provider's script is one of the vendor scripts (docs/adr).
 */
export function whereToBuyWidgetKey(env: Record<string, string | undefined> = process.env): string | null {
  const parsed = schema.safeParse(env);
  if (!parsed.success)
    throw new ConfigurationError('WHERE_TO_BUY_WIDGET_KEY', parsed.error.issues[0]!.message);
  return parsed.data.WHERE_TO_BUY_WIDGET_KEY ?? null;
}
