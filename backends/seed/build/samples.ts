import type { FragranceSeed, MiniatureSeed, ProductRecord, SampleSeed, Translations } from '../types';
import { cardImages, deliveryAccordion, json, productImage, skuStem, text, url } from './common';

const sampleVolume = '2 ml';
const miniatureVolume = '7.5 ml';
/** Try & buy vials are sold (and credited on the full size); samples with purchase are offered. */
const samplePriceEur = { trybuy: 5, swp: 0 } as const;

const sampleCopy = {
  trybuy: {
    en: (t: string) =>
      `Try ${t} from this 2 ml vial before opening the full-size bottle sent with it. ` +
      'If the scent is not for you, return the sealed bottle within 30 days for a full refund.',
    FR: (t: string) =>
      `Essayez ${t} grâce à ce flacon de 2 ml avant d'ouvrir le grand format envoyé avec lui. ` +
      'Si le parfum ne vous convient pas, retournez le flacon scellé sous 30 jours pour un remboursement intégral.',
    ES: (t: string) =>
      `Pruebe ${t} con este vial de 2 ml antes de abrir el frasco de tamaño completo que lo acompaña. ` +
      'Si el perfume no es para usted, devuelva el frasco precintado en 30 días y le reembolsamos el importe.',
    JA: (t: string) =>
      `同梱のフルサイズボトルを開ける前に、この2 mlのバイアルで${t}をお試しください。` +
      '香りがお好みに合わない場合は、30日以内に未開封のボトルをご返送いただければ全額返金いたします。',
  },
  swp: {
    en: (t: string) => `A complimentary 2 ml vial of ${t}, offered with every order.`,
    FR: (t: string) => `Un flacon de 2 ml de ${t}, offert avec chaque commande.`,
    ES: (t: string) => `Un vial de 2 ml de ${t}, de regalo con cada pedido.`,
    JA: (t: string) => `${t}の2 mlバイアル。すべてのご注文にプレゼントいたします。`,
  },
};

const sampleTitle = {
  FR: (t: string) => `Échantillon ${t}`,
  ES: (t: string) => `Muestra de ${t}`,
  JA: (t: string) => `${t} サンプル`,
};
const miniatureTitle = {
  FR: (t: string) => `${t} Miniature`,
  ES: (t: string) => `${t} Miniatura`,
  JA: (t: string) => `${t} ミニチュア`,
};
const miniatureCopy = {
  en: (t: string) =>
    `${t} in a 7.5 ml travel bottle, refillable from the full size. Made for the handbag and the weekend.`,
  FR: (t: string) =>
    `${t} dans un flacon de voyage de 7,5 ml, rechargeable à partir du grand format. Pour le sac à main et le week-end.`,
  ES: (t: string) =>
    `${t} en un frasco de viaje de 7,5 ml, recargable desde el tamaño completo. Para el bolso y el fin de semana.`,
  JA: (t: string) =>
    `フルサイズから詰め替えられる7.5 mlのトラベルボトルに入った${t}。バッグにも週末の旅にも。`,
};

function translated(
  parent: FragranceSeed,
  title: Record<keyof Translations, (t: string) => string>,
  copy: Record<keyof Translations, (t: string) => string>,
): Translations {
  const entry = (language: keyof Translations) => {
    const parentTitle = parent.translations[language][0];
    return [title[language](parentTitle), copy[language](parentTitle)] as const;
  };
  return { FR: entry('FR'), ES: entry('ES'), JA: entry('JA') };
}

/** The scent family carries over; merchandising tags (Bestseller, Sale) belong to the full size. */
function inheritedTags(parent: FragranceSeed): string[] {
  return parent.tags.filter((tag) => tag !== 'Bestseller' && tag !== 'Sale');
}

export function sampleProduct(sample: SampleSeed, parent: FragranceSeed): ProductRecord {
  const title = `${parent.title} Sample`;
  const image = productImage(sample.handle, 1, `${parent.title} ${sampleVolume} sample vial`);
  return {
    handle: sample.handle,
    title,
    description: sampleCopy[sample.type].en(parent.title),
    productType: 'Sample',
    contentType: 'fragrance',
    kind: 'sample',
    tags: ['Sample', ...inheritedTags(parent)],
    translations: translated(parent, sampleTitle, sampleCopy[sample.type]),
    options: [{ name: 'Volume', values: [{ name: sampleVolume }] }],
    variants: [
      {
        title: sampleVolume,
        selectedOptions: [{ name: 'Volume', value: sampleVolume }],
        sku: `MA-SMP-${skuStem(parent.handle)}-${sample.type.toUpperCase()}`,
        quantity: 250,
        priceEur: samplePriceEur[sample.type],
        weightGrams: 10,
      },
    ],
    media: [image, productImage(sample.handle, 2, `${parent.title} sample vial and card`)],
    metafields: [
      text('subtitle', `${parent.productType} · ${sampleVolume}`),
      text('product_type', 'fragrance'),
      text('page_type', 'product_page_fragrance'),
      json('accordions', [
        { title: 'The sample', content: sampleCopy[sample.type].en(parent.title) },
        deliveryAccordion,
      ]),
      text('sample_type', sample.type),
      text('sample_name', `${parent.title} ${sampleVolume}`),
      url('sample_image', image.path),
      ...cardImages(sample.handle),
    ],
    collections: ['fragrance', 'discovery'],
  };
}

export function miniatureProduct(miniature: MiniatureSeed, parent: FragranceSeed): ProductRecord {
  return {
    handle: miniature.handle,
    title: `${parent.title} Miniature`,
    description: miniatureCopy.en(parent.title),
    productType: 'Miniature',
    contentType: 'fragrance',
    kind: 'miniature',
    tags: ['Miniature', ...inheritedTags(parent)],
    translations: translated(parent, miniatureTitle, miniatureCopy),
    options: [{ name: 'Volume', values: [{ name: miniatureVolume }] }],
    variants: [
      {
        title: miniatureVolume,
        selectedOptions: [{ name: 'Volume', value: miniatureVolume }],
        sku: `MA-MIN-${skuStem(parent.handle)}-075`,
        quantity: 80,
        priceEur: miniature.priceEur,
        weightGrams: 60,
      },
    ],
    media: [
      productImage(miniature.handle, 1, `${parent.title} ${miniatureVolume} travel bottle`),
      productImage(miniature.handle, 2, `${parent.title} travel bottle in the hand`),
    ],
    metafields: [
      text('subtitle', `${parent.productType} · ${miniatureVolume}`),
      text('product_type', 'fragrance'),
      text('page_type', 'product_page_fragrance'),
      json('accordions', [
        { title: 'The miniature', content: miniatureCopy.en(parent.title) },
        deliveryAccordion,
      ]),
      ...cardImages(miniature.handle),
    ],
    collections: ['fragrance', 'discovery'],
  };
}
