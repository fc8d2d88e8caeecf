import { z } from 'zod';
import { botCheckTokenSchema } from '@/server/bot-check/schemas';
import { isLocale, type Locale } from '@/lib/markets';
import { newsletterSchema } from '@/lib/validation/newsletter';
import { lettersField } from '@/lib/validation/shared';
import { badRequest, readJsonBody } from '@/server/api/json';
import { signUpToNewsletter } from '@/server/newsletter/sign-up';

const requestSchema = newsletterSchema.extend({
  locale: z
    .string()
    .refine(isLocale, { error: 'error.pattern' })
    .transform((value) => value as Locale),
  token: botCheckTokenSchema,
  firstName: lettersField.pipe(z.string().max(100, { error: 'error.maxLength' })).optional(),
  lastName: lettersField.pipe(z.string().max(100, { error: 'error.maxLength' })).optional(),
});

const statusOf = { TOO_MANY_REQUESTS: 429, SERVER_ERROR: 502 } as Record<string, number>;

/**
 * spec §7.2 `POST /api/customers/newsletter/`: `{ email, gdpr, from?, campaign?, firstName?, lastName?,
 * locale, token }` (token: the bot check's, spec §5). 200 `{ success: true, type: 'NEWSLETTER_SUBSCRIBE' }`;
 * 400 naming the field; 403 for a refused bot check or a forbidden country; 429 over the limits; 502
 * when the store cannot answer.
 */
export async function POST(request: Request) {
  const body = await readJsonBody(request);
  if (!body.ok) return badRequest(body.error);
  const parsed = requestSchema.safeParse(body.value);
  if (!parsed.success) return badRequest(parsed.error);
  const { email, from, campaign, locale, token, firstName, lastName } = parsed.data;
  const outcome = await signUpToNewsletter(
    { email, firstName, lastName, locale, source: from, campaign: campaign ?? null, botCheckToken: token },
    request.headers,
  );
  if (outcome.ok)
    return Response.json(
      { success: true, type: 'NEWSLETTER_SUBSCRIBE' },
      { headers: { 'cache-control': 'no-store' } },
    );
  const status = statusOf[outcome.code] ?? (outcome.field ? 400 : 403);
  return Response.json(
    { success: false, code: outcome.code, ...(outcome.field ? { field: outcome.field } : {}) },
    {
      status,
      headers: {
        'cache-control': 'no-store',
        ...(outcome.retryAfterSeconds ? { 'retry-after': String(outcome.retryAfterSeconds) } : {}),
      },
    },
  );
}
