import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { asText } from '@prismicio/client';
import styles from '@/components/editorial/Contact.module.css';
import { PageHeader } from '@/components/editorial/PageHeader';
import { metadataLocale, routeLocale } from '@/i18n/route-locale';
import { getContactPage } from '@/server/loaders/contact';
import { documentMetadata } from '@/server/seo';
import { PageFrame } from '@/components/editorial/PageFrame';
import { ContactForm } from '@/client/contact/ContactForm';
import { formRules } from '@/lib/form-schemas';
import { formTemplates } from '@/server/forms/templates';
import { metadataWhenAvailable, pageWhenAvailable } from '@/components/when-available';

export const generateMetadata = metadataWhenAvailable(async function generateMetadata({
  params,
}: PageProps<'/[locale]/contact'>): Promise<Metadata> {
  const route = await metadataLocale(params);
  if (!route) return {};
  const { locale } = route;
  const document = await getContactPage(locale);
  return document ? documentMetadata(locale, document, { title: asText(document.data.title) }) : {};
});

export default pageWhenAvailable(async function ContactPage({ params }: PageProps<'/[locale]/contact'>) {
  const { locale } = await routeLocale(params);
  const [document, t, templates] = await Promise.all([
    getContactPage(locale),
    getTranslations({ locale, namespace: 'pages.contact' }),
    formTemplates(locale),
  ]);
  if (!document) notFound();
  const { email, phone } = document.data;
  const subjects = document.data.subjects.flatMap((item) => (item.label?.trim() ? [item.label.trim()] : []));
  return (
    <PageFrame locale={locale} document={document} trail={[{ label: asText(document.data.title) }]}>
      <PageHeader title={document.data.title} intro={document.data.intro} />
      {email || phone ? (
        <dl className={styles.channels}>
          {email ? (
            <div>
              <dt>{t('email')}</dt>
              <dd>
                <a href={`mailto:${email}`}>{email}</a>
              </dd>
            </div>
          ) : null}
          {phone ? (
            <div>
              <dt>{t('phone')}</dt>
              <dd>
                <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className={styles.form}>
        <ContactForm
          locale={locale}
          rules={formRules('contact')}
          subjects={subjects}
          templates={templates}
          labels={{
            name: t('form.name'),
            email: t('form.email'),
            subject: t('form.subject'),
            chooseSubject: t('form.chooseSubject'),
            orderNumber: t('form.orderNumber'),
            orderNumberHint: t('form.orderNumberHint'),
            message: t('form.message'),
            requiredNote: t('form.requiredNote'),
            submit: t('form.submit'),
            sending: t('form.sending'),
          }}
        />
      </div>
    </PageFrame>
  );
});
