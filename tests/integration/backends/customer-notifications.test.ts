import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends, storefront } from '../../support/backends';

/**
 * The e-mails the Storefront customer mutations cause: Shopify writes them in the
 * customer's language, the one of the call's @inContext(language:), and a new account keeps it as its
 * locale. Each e-mail carries the link the sign-up page tells the shopper to follow.
 */
let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());

interface Mail {
  kind: string;
  to: string;
  subject: string;
  body: string;
  link: string | null;
}

async function newestMail(to: string): Promise<Mail> {
  const mails = (await (await fetch(`${backends.origin}/__outbox.json`)).json()) as Mail[];
  const mail = mails.find((candidate) => candidate.to === to);
  if (!mail) throw new Error(`no e-mail to ${to}`);
  return mail;
}

const create = `mutation ($input: CustomerCreateInput!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
  customerCreate(input: $input) { customer { id } customerUserErrors { code } }
}`;
const recover = `mutation ($email: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
  customerRecover(email: $email) { customerUserErrors { code } }
}`;

const languages = [
  {
    language: 'FR',
    country: 'FR',
    locale: 'fr-fr',
    welcome: ['Bienvenue chez Maison Aurèle', 'Suivez le lien ci-dessous pour vous connecter'],
    reset: ['Réinitialisez votre mot de passe Maison Aurèle', 'Suivez le lien ci-dessous'],
    activation: ['Activez votre compte Maison Aurèle', 'choisir votre mot de passe'],
  },
  {
    language: 'EN',
    country: 'GB',
    locale: 'en-uk',
    welcome: ['Welcome to Maison Aurèle', 'Follow the link below to sign in'],
    reset: ['Reset your Maison Aurèle password', 'Follow the link below'],
    activation: ['Activate your Maison Aurèle account', 'choose your password'],
  },
  {
    language: 'ES',
    country: 'ES',
    locale: 'es-eu',
    welcome: ['Le damos la bienvenida a Maison Aurèle', 'Siga el enlace de abajo para iniciar sesión'],
    reset: ['Restablezca su contraseña de Maison Aurèle', 'Siga el enlace de abajo'],
    activation: ['Active su cuenta de Maison Aurèle', 'elegir su contraseña'],
  },
  {
    language: 'JA',
    country: 'JP',
    locale: 'ja-jp',
    welcome: ['Maison Aurèleへようこそ', '下のリンクから'],
    reset: ['Maison Aurèle パスワードの再設定', '下のリンクから新しいパスワードを設定'],
    activation: ['Maison Aurèle アカウントの有効化', 'パスワードを設定し'],
  },
] as const;

describe.each(languages)('customer e-mails in $language', (expected) => {
  const context = { country: expected.country, language: expected.language };

  it('a sign-up is welcomed in its language, with the link to sign in, and keeps the language', async () => {
    const email = `welcome.${expected.language.toLowerCase()}@maison.example`;
    const { data } = await storefront<{ customerCreate: { customerUserErrors: unknown[] } }>(
      backends,
      create,
      {
        input: { email, password: 'a-good-password' },
        ...context,
      },
    );
    expect(data!.customerCreate.customerUserErrors).toEqual([]);
    const mail = await newestMail(email);
    expect(mail).toMatchObject({ kind: 'welcome', subject: expected.welcome[0] });
    expect(mail.body).toContain(expected.welcome[1]);
    expect(new URL(mail.link!).pathname).toBe(`/${expected.locale}/login`);
    const row = backends.context.db.get<{ locale: string }>('SELECT locale FROM customers WHERE email = ?', [
      email,
    ]);
    expect(row?.locale).toBe(expected.language.toLowerCase());

    await storefront(backends, recover, { email, ...context });
    const reset = await newestMail(email);
    expect(reset).toMatchObject({ kind: 'password_reset', subject: expected.reset[0] });
    expect(reset.body).toContain(expected.reset[1]);
    expect(new URL(reset.link!).pathname).toBe(`/${expected.locale}/reset-password`);
  });

  it('a sign-up with the address of an account made at checkout gets the activation link in its language', async () => {
    const email = `checkout.${expected.language.toLowerCase()}@maison.example`;
    const now = new Date().toISOString();
    backends.context.db.run(
      `INSERT INTO customers (email, state, created_at, updated_at) VALUES (?, 'DISABLED', ?, ?)`,
      [email, now, now],
    );
    await storefront(backends, create, { input: { email, password: 'a-good-password' }, ...context });
    const mail = await newestMail(email);
    expect(mail).toMatchObject({ kind: 'activation', subject: expected.activation[0] });
    expect(mail.body).toContain(expected.activation[1]);
    expect(new URL(mail.link!).pathname).toBe(`/${expected.locale}/enable-account`);
  });
});

it('the seeded invitation speaks the language of the shop it links to', async () => {
  const mail = await newestMail('lucia.martin@example.es');
  expect(mail).toMatchObject({ kind: 'activation', subject: 'Active su cuenta de Maison Aurèle' });
  expect(new URL(mail.link!).pathname).toBe('/es-eu/enable-account');
});
