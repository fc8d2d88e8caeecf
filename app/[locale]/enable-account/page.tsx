import { NewPasswordForm } from '@/client/account/NewPasswordForm';
import { accountMetadata, authPage } from '@/components/account/AuthPage';

export const generateMetadata = accountMetadata('enable_account_page');

/** The page an activation e-mail links to (?id=…&token=…): the customer chooses their password. */
export default authPage('enable_account_page', (form) => ({
  form: <NewPasswordForm {...form} purpose="activate" />,
  links: [{ path: '/login', label: form.labels.backToLogin! }],
}));
