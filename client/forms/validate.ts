import { formSchema, parseSubmission, type FormName } from '@/lib/form-schemas';

/**
 * A form's validation in the browser (spec §5), the module that brings zod and the schemas: imported
 * with `import()` once a form page has hydrated (useDeferredValidation), never with its first load.
 * A schema that takes today is built at each validation, so a page left open past midnight moves a
 * birthday's bounds with the day.
 */
export function validateForm(name: FormName, form: FormData) {
  return parseSubmission(form, formSchema(name, new Date()));
}
