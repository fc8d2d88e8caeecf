import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/markets';
import styles from './Footer.module.css';

export async function Footer({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  return (
    <footer className={styles.footer}>
      <p>{t('legal')}</p>
    </footer>
  );
}
