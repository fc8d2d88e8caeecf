import type { ProductRecord } from '../types';
import { cardImages, json, productImage, text } from './common';

const giftCardAmounts = [50, 100, 150, 200];

export function giftCardProduct(): ProductRecord {
  const description =
    'The Maison Aurèle gift card, sent by e-mail with your message. It can be spent on fashion and fragrance, ' +
    'online and in our boutiques, and is valid for two years.';
  return {
    handle: 'gift-card',
    title: 'Maison Aurèle Gift Card',
    description,
    productType: 'Gift Card',
    contentType: 'gift_card',
    kind: 'none',
    isGiftCard: true,
    tags: ['Gift Card', 'Gift'],
    translations: {
      FR: [
        'Carte cadeau Maison Aurèle',
        "La carte cadeau Maison Aurèle, envoyée par e-mail avec votre message. Elle s'utilise en mode comme en parfum, en ligne et dans nos boutiques, et reste valable deux ans.",
      ],
      ES: [
        'Tarjeta regalo Maison Aurèle',
        'La tarjeta regalo de Maison Aurèle, enviada por correo electrónico con su mensaje. Válida para moda y perfumes, en línea y en nuestras boutiques, durante dos años.',
      ],
      JA: [
        'メゾン・オーレル ギフトカード',
        'メッセージを添えてメールでお届けするメゾン・オーレルのギフトカード。ファッションにもフレグランスにも、オンラインでもブティックでもご利用いただけます。有効期限は2年間です。',
      ],
    },
    options: [{ name: 'Amount', values: giftCardAmounts.map((amount) => ({ name: String(amount) })) }],
    variants: giftCardAmounts.map((amount) => ({
      title: String(amount),
      selectedOptions: [{ name: 'Amount', value: String(amount) }],
      sku: `MA-GC-${amount}`,
      quantity: 9999,
      priceEur: amount,
      samePriceEverywhere: true,
      weightGrams: 0,
    })),
    media: [
      productImage('gift-card', 1, 'Maison Aurèle gift card'),
      productImage('gift-card', 2, 'Maison Aurèle gift card in its envelope'),
    ],
    metafields: [
      text('subtitle', 'Sent by e-mail'),
      text('product_type', 'gift_card'),
      text('page_type', 'gift_card'),
      json('accordions', [{ title: 'How it works', content: description }]),
      ...cardImages('gift-card'),
    ],
    collections: [],
  };
}

/** The gift with purchase: added to the cart by the shop, never listed, never charged. */
export function giftPouchProduct(): ProductRecord {
  const description =
    'A pouch in natural cotton canvas, embroidered with the maison monogram. Offered with your fragrance order.';
  return {
    handle: 'gift-pouch',
    title: 'The Maison Pouch',
    description,
    productType: 'Pouch',
    contentType: 'fragrance',
    kind: 'gwp',
    tags: ['Gift with purchase'],
    translations: {
      FR: [
        'La Pochette Maison',
        'Une pochette en toile de coton naturel, brodée du monogramme de la maison. Offerte avec votre commande de parfum.',
      ],
      ES: [
        'El Neceser Maison',
        'Un neceser de lona de algodón natural, bordado con el monograma de la casa. De regalo con su pedido de perfume.',
      ],
      JA: [
        'メゾン ポーチ',
        'メゾンのモノグラムを刺繍したナチュラルコットンキャンバスのポーチ。フレグランスのご注文にプレゼントいたします。',
      ],
    },
    options: [{ name: 'Title', values: [{ name: 'Default Title' }] }],
    variants: [
      {
        title: 'Default Title',
        selectedOptions: [{ name: 'Title', value: 'Default Title' }],
        sku: 'MA-GWP-POUCH',
        quantity: 500,
        priceEur: 0,
        weightGrams: 80,
      },
    ],
    media: [
      productImage('gift-pouch', 1, 'The Maison Pouch in cotton canvas'),
      productImage('gift-pouch', 2, 'The Maison Pouch, monogram detail'),
    ],
    metafields: [
      text('subtitle', 'Gift with purchase'),
      text('product_type', 'fragrance'),
      json('accordions', [{ title: 'The pouch', content: description }]),
      ...cardImages('gift-pouch'),
    ],
    collections: [],
  };
}
