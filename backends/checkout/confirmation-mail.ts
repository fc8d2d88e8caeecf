import type { Language } from '../markets';
import type { CheckoutForm } from './form';
import { formatMoney } from './layout';
import type { CartSummary } from './summary';

interface ConfirmationText {
  subject: (order: string) => string;
  greeting: (firstName: string) => string;
  intro: (order: string) => string;
  total: string;
  giftMessage: string;
  shipTo: string;
  closing: string;
}

/**
 * Shopify's order confirmation, in the checkout's language (the `locale` the shop hands over), with
 * the lines as the checkout showed them. The wording follows the shop's own copy in each language
 * (Spanish in usted, docs/language.md).
 */
const texts: Record<Language, ConfirmationText> = {
  en: {
    subject: (order) => `Your Maison Aurèle order ${order} is confirmed`,
    greeting: (firstName) => `Hello ${firstName},`,
    intro: (order) =>
      `Thank you for your order ${order}. We are preparing it and will let you know when it ships.`,
    total: 'Total',
    giftMessage: 'Gift message',
    shipTo: 'Delivery to',
    closing: 'Maison Aurèle',
  },
  fr: {
    subject: (order) => `Votre commande Maison Aurèle ${order} est confirmée`,
    greeting: (firstName) => `Bonjour ${firstName},`,
    intro: (order) =>
      `Merci pour votre commande ${order}. Nous la préparons et vous préviendrons dès son expédition.`,
    total: 'Total',
    giftMessage: 'Message cadeau',
    shipTo: 'Livraison à',
    closing: 'Maison Aurèle',
  },
  es: {
    subject: (order) => `Su pedido de Maison Aurèle ${order} está confirmado`,
    greeting: (firstName) => `Hola, ${firstName}:`,
    intro: (order) => `Gracias por su pedido ${order}. Lo estamos preparando y le avisaremos cuando salga.`,
    total: 'Total',
    giftMessage: 'Mensaje de regalo',
    shipTo: 'Entrega en',
    closing: 'Maison Aurèle',
  },
  ja: {
    subject: (order) => `Maison Aurèle ご注文 ${order} 確定のお知らせ`,
    greeting: (firstName) => `${firstName} 様`,
    intro: (order) => `ご注文 ${order} を承りました。発送の準備が整い次第、あらためてお知らせいたします。`,
    total: '合計',
    giftMessage: 'ギフトメッセージ',
    shipTo: 'お届け先',
    closing: 'Maison Aurèle',
  },
};

/** The confirmation of a placed order: its lines, total, gift message and delivery address. */
export function orderConfirmationMail(
  language: Language,
  orderName: string,
  summary: CartSummary,
  form: CheckoutForm,
): { subject: string; body: string } {
  const t = texts[language];
  const money = (minor: number) => formatMoney(minor, summary.pricing.currency, language);
  const lines = summary.lines.map(
    (line) =>
      `${line.quantity} × ${line.shownTitle}${line.shownVariantTitle ? ` (${line.shownVariantTitle})` : ''} · ${money(line.lineTotal)}`,
  );
  const address = [
    `${form.firstName} ${form.lastName}`,
    form.address1,
    form.address2,
    `${form.zip} ${form.city}`,
    new Intl.DisplayNames([language], { type: 'region' }).of(form.country) ?? form.country,
  ].filter(Boolean);
  const body = [
    t.greeting(form.firstName),
    t.intro(orderName),
    lines.join('\n'),
    `${t.total}: ${money(summary.pricing.total)}`,
    ...(summary.giftMessage ? [`${t.giftMessage}:\n${summary.giftMessage}`] : []),
    `${t.shipTo}:\n${address.join('\n')}`,
    t.closing,
  ].join('\n\n');
  return { subject: t.subject(orderName), body };
}
