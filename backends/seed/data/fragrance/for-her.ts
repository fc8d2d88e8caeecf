import type { FragranceSeed } from '../../types';

export const forHer: FragranceSeed[] = [
  {
    handle: 'rose-absolue-eau-de-parfum',
    title: 'Rose Absolue',
    category: 'for-her',
    productType: 'Eau de Parfum',
    subtitle: 'Eau de Parfum · Floral',
    description:
      'Rose Absolue gathers Damask rose from Bulgaria and May rose from Grasse around a heart of lychee and peony.\n\n' +
      'Patchouli and white musk give the bouquet a velvet trail that lasts into the evening.',
    notes: { top: 'lychee, pink pepper', heart: 'Damask rose, May rose, peony', base: 'patchouli, white musk' },
    prices: [95, 145, 210],
    tags: ['Floral', 'Rose', 'Bestseller'],
    video: true,
    associated: ['santal-noir-eau-de-parfum', 'discovery-set'],
    promo: 'Complimentary engraving on the 100 ml',
    translations: {
      FR: [
        'Rose Absolue',
        "Rose Absolue réunit la rose de Damas de Bulgarie et la rose de mai de Grasse autour d'un cœur de litchi et de pivoine.\n\nLe patchouli et le musc blanc donnent au bouquet un sillage de velours qui dure jusqu'au soir.",
      ],
      ES: [
        'Rose Absolue',
        'Rose Absolue reúne la rosa de Damasco de Bulgaria y la rosa de mayo de Grasse en torno a un corazón de lichi y peonía.\n\nEl pachulí y el almizcle blanco dan al ramo una estela aterciopelada que dura hasta la noche.',
      ],
      JA: [
        'ローズ アブソリュ',
        'ブルガリア産ダマスクローズとグラース産メイローズを、ライチとピオニーのハートで束ねた香り。\n\nパチョリとホワイトムスクが、夜まで続くベルベットのような余韻を残します。',
      ],
    },
  },
];
