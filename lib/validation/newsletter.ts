/** The newsletter sign-up's rules (spec §5). */
import * as z from '../zod';
import { newsletterSources } from '../newsletter';
import { emailField, emailMaxLength, optionalText, requiredCheckbox } from './shared';

/** Spec: email, a required gdpr consent, and the hidden source tag. */
/**
 * Spec: email, a required gdpr consent, and the hidden source tag (which form: footer or pop-in), with
 * the campaign of the visit when it came from one (utm_campaign): both become customer tags.
 */
export const newsletterSchema = z.object({
  email: emailField.max(emailMaxLength, { error: 'error.maxLength' }),
  gdpr: requiredCheckbox,
  from: z.enum(newsletterSources, { error: 'error.pattern' }).default('footer'),
  campaign: optionalText.refine((value) => value === undefined || /^[\w.-]{1,64}$/.test(value), {
    error: 'error.pattern',
  }),
});
