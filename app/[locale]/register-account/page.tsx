import { RegisterForm } from '@/client/account/RegisterForm';
import { accountMetadata, authPage } from '@/components/account/AuthPage';

export const generateMetadata = accountMetadata('register_account_page');

export default authPage('register_account_page', (form) => ({
  form: <RegisterForm {...form} />,
  links: [{ path: '/login-account', label: form.labels.haveAccount! }],
}));
