import { NewPasswordForm } from '@/client/account/NewPasswordForm';
import { accountMetadata, authPage } from '@/components/account/AuthPage';
import { formRules } from '@/lib/form-schemas';

export const generateMetadata = accountMetadata('enable_account_page');

/** The page an activation e-mail links to (?id=…&token=…): the customer chooses their password. */
export default authPage('enable_account_page', (form) => ({
  form: <NewPasswordForm {...form} purpose="activate" rules={formRules('newPassword')} />,
  links: [{ path: '/login', label: form.labels.backToLogin! }],
}));
