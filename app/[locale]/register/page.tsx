import { RegisterForm } from '@/client/account/RegisterForm';
import { accountMetadata, authPage } from '@/components/account/AuthPage';
import { formRules } from '@/lib/form-schemas';

export const generateMetadata = accountMetadata('register_page');

export default authPage('register_page', (form) => ({
  form: <RegisterForm {...form} rules={formRules('register')} />,
  links: [{ path: '/login', label: form.labels.haveAccount! }],
}));
