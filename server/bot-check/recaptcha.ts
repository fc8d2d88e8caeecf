import 'server-only';
import { z } from 'zod';
import type { BotCheckAction } from '@/lib/bot-check';

const siteverifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

const answerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
});

/**
 * A reCAPTCHA v3 token, checked with Google: valid, for this action, with a score at least the
 * threshold. Google refuses a token it has already verified (timeout-or-duplicate): single use too.
 * Google out of reach refuses the form rather than letting it through.
 */
export async function verifyRecaptcha(
  token: string,
  action: BotCheckAction,
  { secretKey, minScore }: { secretKey: string; minScore: number },
): Promise<boolean> {
  try {
    const response = await fetch(siteverifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: secretKey, response: token }),
      signal: AbortSignal.timeout(5000),
      cache: 'no-store',
    });
    if (!response.ok) return false;
    const answer = answerSchema.safeParse(await response.json());
    return (
      answer.success &&
      answer.data.success &&
      answer.data.action === action &&
      (answer.data.score ?? 0) >= minScore
    );
  } catch (error) {
    console.error('[bot-check] reCAPTCHA unreachable:', (error as Error).message);
    return false;
  }
}
