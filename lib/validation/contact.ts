/** The contact form's rules (spec §5). */
import * as z from '../zod';
import { contactMessageMaxLength } from '../form-options';
import { emailField, emailMaxLength, lettersField, optionalText, required } from './shared';

/** The contact form (spec §2.1 /contact): the subject is one of the page's list, checked on the server. */
export const contactSchema = z.object({
  name: lettersField.pipe(z.string().max(100, { error: 'error.maxLength' })),
  email: emailField.max(emailMaxLength, { error: 'error.maxLength' }),
  subject: required().max(200, { error: 'error.maxLength' }),
  orderNumber: optionalText.refine((value) => value === undefined || /^#?[A-Za-z0-9-]{1,30}$/.test(value), {
    error: 'error.pattern',
  }),
  message: required()
    .min(10, { error: 'error.minLength' })
    .max(contactMessageMaxLength, { error: 'error.maxLength' }),
});
