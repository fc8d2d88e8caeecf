import { RegisterForm } from '@/client/account/RegisterForm';
import { accountMetadata, authPage } from '@/components/account/AuthPage';

export const generateMetadata = accountMetadata('register_page');

export default authPage('register_page', (form) => ({
  form: <RegisterForm {...form} />,
  links: [{ path: '/login', label: form.labels.haveAccount! }],
}));
