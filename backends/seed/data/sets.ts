import type { SetSeed } from '../types';

export const sets: SetSeed[] = [
  {
    handle: 'discovery-set',
    title: 'The Discovery Set',
    subtitle: 'Miniatures · 2 × 7.5 ml',
    description:
      'The signatures of the maison in travel bottles, to find the one that becomes yours.\n\n' +
      'Presented in a linen-covered box, with a card to note your impressions.',
    priceEur: 60,
    compareAtEur: 70,
    components: [
      { handle: 'rose-absolue-miniature', variant: '7.5 ml', quantity: 1 },
      { handle: 'santal-noir-miniature', variant: '7.5 ml', quantity: 1 },
    ],
    tags: ['Discovery', 'Gift'],
    translations: {
      FR: [
        'Le Coffret Découverte',
        "Les signatures de la maison en flacons de voyage, pour trouver celle qui deviendra la vôtre.\n\nPrésenté dans un coffret gainé de lin, avec une carte pour noter vos impressions.",
      ],
      ES: [
        'El Set Descubrimiento',
        'Las firmas de la casa en frascos de viaje, para encontrar la que será la suya.\n\nPresentado en una caja forrada de lino, con una tarjeta para anotar sus impresiones.',
      ],
      JA: [
        'ディスカバリーセット',
        'メゾンのシグネチャーをトラベルボトルで。あなたの香りを見つけるために。\n\nリネン張りのボックスに、印象を書き留めるカードを添えて。',
      ],
    },
  },
];
