import { getTranslations } from 'next-intl/server';
import { ChatLauncher } from '@/client/chat/ChatLauncher';
import { localeConfig, type Locale } from '@/lib/markets';
import { isSellingEnabled } from '@/lib/selling';
import { getGlobalDocuments } from '@/server/prismic/global';
import { configuredVendorScripts } from '@/server/vendors';

/** spec §7.3: the support chat, in selling locales only, when its provider is configured (docs/adr/0022). */
export async function SupportChat({ locale }: { locale: Locale }) {
  const { chat } = configuredVendorScripts();
  if (!chat) return null;
  const [t, globals] = await Promise.all([
    getTranslations({ locale, namespace: 'chat' }),
    getGlobalDocuments(locale),
  ]);
  if (!isSellingEnabled({ locale, settings: globals.selling })) return null;
  return (
    <ChatLauncher
      src={chat}
      locale={locale}
      language={localeConfig(locale).language}
      labels={{ open: t('open'), unavailable: t('unavailable') }}
    />
  );
}
