import 'server-only';
import { getTranslations } from 'next-intl/server';
import { errorCodes, recaptchaErrorCode, successAlertTypes } from '@/lib/errors';
import type { Locale } from '@/lib/markets';
import { validationMessageKeys } from '@/lib/validation/shared';
import { newsletterRefusals } from '../newsletter/sign-up';

const botCheckMessageKeys = ['label', 'verifying', 'verified', 'error', 'expired', 'required'] as const;

/**
 * The texts a form island translates its error codes with (lib/forms errorText): the `error.*`
 * messages of spec §5 and the `alerts.*` of the catalogue (spec §8), raw, with their {placeholders}.
 * Passed as a prop (docs/adr/0007: islands never load message files).
 */
export async function formTemplates(locale: Locale): Promise<Record<string, string>> {
  const [tError, tAlerts, botCheck] = await Promise.all([
    getTranslations({ locale, namespace: 'error' }),
    getTranslations({ locale, namespace: 'alerts' }),
    botCheckTemplates(locale),
  ]);
  const templates: Record<string, string> = {};
  for (const key of validationMessageKeys) templates[key] = tError.raw(key.slice('error.'.length)) as string;
  for (const code of [...errorCodes, ...successAlertTypes]) {
    if (tAlerts.has(code)) templates[`alerts.${code}`] = tAlerts.raw(code) as string;
  }
  return { ...templates, ...botCheck };
}

/**
 * The texts a newsletter form can show, on every page twice (the footer's and the pop-in's), so no
 * more: its fields' rules (lib/validation/newsletter.ts), its success, its action's refusals, an action
 * the shop refused (client/forms/useShopForm.ts) and the bot check.
 */
export async function newsletterTemplates(locale: Locale): Promise<Record<string, string>> {
  const shown = new Set([
    'error.email',
    'error.emailRequired',
    'error.maxLength',
    'error.required',
    'error.pattern',
    ...['NEWSLETTER_SUBSCRIBE', 'REFUSED', ...newsletterRefusals].map((code) => `alerts.${code}`),
  ]);
  const isShown = (key: string) =>
    shown.has(key) || key.startsWith('botCheck.') || key === recaptchaErrorCode;
  return Object.fromEntries(Object.entries(await formTemplates(locale)).filter(([key]) => isShown(key)));
}

/**
 * The words of the bot check's widget (client/forms/BotCheck.tsx) and of its refusal, for forms that
 * get no other templates (stock alert, gift card balance).
 */
export async function botCheckTemplates(locale: Locale): Promise<Record<string, string>> {
  const [tBotCheck, tAlerts] = await Promise.all([
    getTranslations({ locale, namespace: 'botCheck' }),
    getTranslations({ locale, namespace: 'alerts' }),
  ]);
  return {
    ...Object.fromEntries(botCheckMessageKeys.map((key) => [`botCheck.${key}`, tBotCheck(key)])),
    [recaptchaErrorCode]: tAlerts(recaptchaErrorCode),
  };
}
