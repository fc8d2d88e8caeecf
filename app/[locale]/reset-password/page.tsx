import { NewPasswordForm } from '@/client/account/NewPasswordForm';
import { accountMetadata, authPage } from '@/components/account/AuthPage';
import { formRules } from '@/lib/form-schemas';

export const generateMetadata = accountMetadata('reset_password_page');

/** The page a reset e-mail links to (?id=…&token=…); static: the form reads the link's query. */
export default authPage('reset_password_page', (form) => ({
  form: <NewPasswordForm {...form} purpose="reset" rules={formRules('newPassword')} />,
  links: [{ path: '/forgot-password', label: form.labels.forgotPassword! }],
}));
