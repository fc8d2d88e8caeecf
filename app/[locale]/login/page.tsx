import { LoginForm } from '@/client/account/LoginForm';
import { accountMetadata, authPage } from '@/components/account/AuthPage';

export const generateMetadata = accountMetadata('login_page');

export default authPage('login_page', (form) => ({
  form: <LoginForm {...form} />,
  links: [
    { path: '/forgot-password', label: form.labels.forgotPassword! },
    { path: '/register', label: form.labels.noAccount! },
  ],
}));
