import type { Language } from '../markets';
import type { MailKind } from './store';

/** The customer notifications Shopify sends from the Storefront API's customer mutations. */
type CustomerNotification = Exclude<MailKind, 'contact' | 'order_confirmation'>;

interface Text {
  subject: string;
  body: string;
}

/**
 * Shopify writes a customer notification in the customer's language: the one of the call's
 * @inContext(language:), which a new account also keeps as its locale. The shop publishes four
 * languages (markets.ts); the wording follows the shop's own copy in each (Spanish in usted). Each
 * e-mail says where its link leads, since the sign-up page tells the shopper to follow it.
 */
const texts: Record<CustomerNotification, Record<Language, Text>> = {
  welcome: {
    en: {
      subject: 'Welcome to Maison Aurèle',
      body: 'Your account is ready. Follow the link below to sign in with your e-mail address and the password you chose.',
    },
    fr: {
      subject: 'Bienvenue chez Maison Aurèle',
      body: 'Votre compte est prêt. Suivez le lien ci-dessous pour vous connecter avec votre adresse e-mail et le mot de passe que vous avez choisi.',
    },
    es: {
      subject: 'Le damos la bienvenida a Maison Aurèle',
      body: 'Su cuenta está lista. Siga el enlace de abajo para iniciar sesión con su correo electrónico y la contraseña que eligió.',
    },
    ja: {
      subject: 'Maison Aurèleへようこそ',
      body: 'アカウントの準備が整いました。下のリンクから、メールアドレスとお選びいただいたパスワードでログインしてください。',
    },
  },
  password_reset: {
    en: {
      subject: 'Reset your Maison Aurèle password',
      body: 'Follow the link below to choose a new password. It works once, for 24 hours.\nIf you did not ask for it, ignore this e-mail: your password stays as it is.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe Maison Aurèle',
      body: "Suivez le lien ci-dessous pour choisir un nouveau mot de passe. Il fonctionne une seule fois, pendant 24 heures.\nSi vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.",
    },
    es: {
      subject: 'Restablezca su contraseña de Maison Aurèle',
      body: 'Siga el enlace de abajo para elegir una nueva contraseña. Funciona una sola vez, durante 24 horas.\nSi no lo ha solicitado, ignore este correo: su contraseña no cambia.',
    },
    ja: {
      subject: 'Maison Aurèle パスワードの再設定',
      body: '下のリンクから新しいパスワードを設定してください。リンクは24時間以内に一度だけご利用いただけます。\nお心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
    },
  },
  activation: {
    en: {
      subject: 'Activate your Maison Aurèle account',
      body: 'An account is waiting for you at Maison Aurèle. Follow the link below to choose your password and activate it.',
    },
    fr: {
      subject: 'Activez votre compte Maison Aurèle',
      body: "Un compte vous attend chez Maison Aurèle. Suivez le lien ci-dessous pour choisir votre mot de passe et l'activer.",
    },
    es: {
      subject: 'Active su cuenta de Maison Aurèle',
      body: 'Le espera una cuenta en Maison Aurèle. Siga el enlace de abajo para elegir su contraseña y activarla.',
    },
    ja: {
      subject: 'Maison Aurèle アカウントの有効化',
      body: 'Maison Aurèleのアカウントをご用意しました。下のリンクからパスワードを設定し、アカウントを有効にしてください。',
    },
  },
};

const isLanguage = (value: string): value is Language => value in texts.welcome;

/** A notification in `language` (a Storefront LanguageCode or a locale such as es-eu); English otherwise. */
export function notificationText(kind: CustomerNotification, language: string | null | undefined): Text {
  const code = (language ?? '').slice(0, 2).toLowerCase();
  return texts[kind][isLanguage(code) ? code : 'en'];
}
