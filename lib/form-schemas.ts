/**
 * The form layer's zod half (spec §5): each form's schema by name, the HTML constraints it gives the
 * form's fields and the reading of a posted form against it. The server reads it as it renders a form
 * and runs an action; the browser only once a form validates (client/forms/validate.ts, imported after
 * hydration), so zod is in no form page's first load (docs/adr/0017). The islands import its types.
 */
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import { encodeErrorCode } from './forms';
import {
  accountInformationSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  passwordChangeSchema,
  registerSchema,
} from './validation/account';
import { addressSchema } from './validation/address-book';
import { contactSchema } from './validation/contact';
import { newsletterSchema } from './validation/newsletter';
import { returnRequestSchema } from './validation/returns';
import { issueMessage } from './validation/shared';
import type * as z from './zod';

const schemas = {
  login: loginSchema,
  register: registerSchema,
  forgotPassword: forgotPasswordSchema,
  newPassword: newPasswordSchema,
  passwordChange: passwordChangeSchema,
  accountInformation: accountInformationSchema,
  address: addressSchema,
  returnRequest: returnRequestSchema,
  contact: contactSchema,
  newsletter: newsletterSchema,
} satisfies Record<string, z.ZodType | ((today: Date) => z.ZodType)>;

export type FormName = keyof typeof schemas;

type Built<Entry> = Entry extends (today: Date) => infer Schema ? Schema : Entry;
/** The schema of a form; for a schema that takes today (a birthday's bounds), the one it builds. */
export type FormSchema<Name extends FormName> = Extract<Built<(typeof schemas)[Name]>, z.ZodType>;

export function formSchema(name: FormName, today: Date): z.ZodType {
  const schema: z.ZodType | ((today: Date) => z.ZodType) = schemas[name];
  return typeof schema === 'function' ? schema(today) : schema;
}

/**
 * What a form's island is given of its schema: plain data, so its first load needs no zod. `schema`
 * names the one its validation loads; `constraint` holds the fields' HTML constraints (required,
 * minLength, pattern …), which Conform writes on the inputs, so the server's HTML has them.
 */
export interface FormRules<Name extends FormName> {
  schema: Name;
  constraint: ReturnType<typeof getZodConstraint>;
}

// The HTML constraints do not depend on the day; the rules do, so a schema that takes today is built
// for a fixed day here, never `new Date()` while prerendering, and for the real one when it validates.
const constraintDay = new Date('2000-01-01T00:00:00Z');

export function formRules<Name extends FormName>(schema: Name): FormRules<Name> {
  return { schema, constraint: getZodConstraint(formSchema(schema, constraintDay)) };
}

/** Conform's `formatError`: the issues of one field, first one only (one message under a field). */
function formatIssues(issues: z.core.$ZodIssue[]): string[] {
  return issues.length > 0 ? [encodeErrorCode(issueMessage(issues[0]!))] : [];
}

/** A posted form read against a schema, its errors as codes: the same in the browser and in an action. */
export function parseSubmission<Schema extends z.ZodType>(form: FormData, schema: Schema) {
  return parseWithZod(form, { schema, formatError: formatIssues });
}
