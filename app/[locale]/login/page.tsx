import { LoginForm } from '@/client/account/LoginForm';
import { accountMetadata, authPage } from '@/components/account/AuthPage';
import { formRules } from '@/lib/form-schemas';

export const generateMetadata = accountMetadata('login_page');

export default authPage('login_page', (form) => ({
  form: <LoginForm {...form} rules={formRules('login')} />,
  links: [
    { path: '/forgot-password', label: form.labels.forgotPassword! },
    { path: '/register', label: form.labels.noAccount! },
  ],
}));
