import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { asText } from '@prismicio/client';
import { PageFrame } from '@/components/editorial/PageFrame';
import { PageHeader } from '@/components/editorial/PageHeader';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import type { Locale } from '@/lib/markets';
import { localePath } from '@/lib/routes';
import { getAccountPage, type AccountPageType } from '@/server/loaders/account';
import { documentMetadata } from '@/server/seo';
import { accountFormProps } from './labels';
import styles from './Account.module.css';

export type FormProps = Awaited<ReturnType<typeof accountFormProps>>;

/** generateMetadata of an account route: its document's SEO fields. */
export function accountMetadata(type: AccountPageType) {
  return metadataWhenAvailable(
    async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
      const route = await metadataLocale(params);
      if (!route) return {};
      const document = await getAccountPage(route.locale, type);
      return document ? documentMetadata(route.locale, document, { title: asText(document.data.title) }) : {};
    },
  );
}

export interface AuthLink {
  path: string;
  label: string;
}

/**
 * A log-in, sign-up or password page: the editor's title and intro (the page type's document), the
 * form island, and links to the neighbouring pages. Static for every visitor: the proxy's login
 * guard sends a logged-in customer to the account page before it is served.
 */
export function authPage(
  type: AccountPageType,
  render: (form: FormProps, locale: Locale) => { form: ReactNode; links: AuthLink[] },
) {
  return pageWhenAvailable(async function AuthRoute({ params }: { params: Promise<{ locale: string }> }) {
    const { locale } = await routeLocale(params);
    const [document, formProps] = await Promise.all([getAccountPage(locale, type), accountFormProps(locale)]);
    if (!document) notFound();
    const { form, links } = render(formProps, locale);
    return (
      <PageFrame locale={locale} document={document} trail={[{ label: asText(document.data.title) }]}>
        <div className={styles.auth}>
          <PageHeader title={document.data.title} intro={document.data.intro} />
          {form}
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.path}>
                <Link href={localePath(locale, link.path)}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
      </PageFrame>
    );
  });
}
