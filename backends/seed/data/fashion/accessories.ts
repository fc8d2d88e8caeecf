import type { FashionSeed } from '../../types';
import { oneSize } from './sizes';

export const accessories: FashionSeed[] = [
  {
    handle: 'leather-belt',
    title: 'Leather Belt',
    productType: 'Belt',
    category: 'accessories',
    subtitle: 'Vegetable-tanned calf leather',
    description:
      'A 3 cm belt in vegetable-tanned calf leather from Tuscany, with a brushed gold-tone buckle.\n\n' +
      'The edges are painted and burnished by hand; the leather darkens beautifully with wear.',
    composition: '100% calf leather, brass buckle. Wipe with a dry cloth; feed with leather balm twice a year.',
    sizeInformation: 'One size, 95 cm long with five holes.\nFits waists from 70 to 86 cm.',
    priceEur: 180,
    colors: ['Black', 'Cognac'],
    sizes: oneSize,
    tags: ['Leather'],
    associated: ['wide-leg-wool-trousers', 'silk-wrap-dress'],
    translations: {
      FR: [
        'Ceinture en cuir',
        "Une ceinture de 3 cm en cuir de veau tanné végétal de Toscane, à boucle dorée brossée.\n\nLes tranches sont peintes et lissées à la main ; le cuir fonce joliment avec le temps.",
      ],
      ES: [
        'Cinturón de piel',
        'Un cinturón de 3 cm de piel de becerro de curtido vegetal de la Toscana, con hebilla dorada cepillada.\n\nLos cantos se pintan y bruñen a mano; la piel se oscurece con el uso.',
      ],
      JA: [
        'レザーベルト',
        'トスカーナ産ベジタブルタンニンなめしカーフレザーの3 cm幅ベルト。ブラッシュ仕上げのゴールドトーンバックル。\n\nコバは手塗りで磨き上げ、使うほどに美しく色づきます。',
      ],
    },
  },
];
