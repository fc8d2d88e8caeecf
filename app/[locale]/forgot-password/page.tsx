import { ForgotPasswordForm } from '@/client/account/ForgotPasswordForm';
import { accountMetadata, authPage } from '@/components/account/AuthPage';
import { formRules } from '@/lib/form-schemas';

export const generateMetadata = accountMetadata('forgot_password_page');

export default authPage('forgot_password_page', (form) => ({
  form: <ForgotPasswordForm {...form} rules={formRules('forgotPassword')} />,
  links: [{ path: '/login', label: form.labels.backToLogin! }],
}));
