import type { FashionSeed } from '../../types';
import { clothingSizes } from './sizes';

export const dresses: FashionSeed[] = [
  {
    handle: 'silk-wrap-dress',
    title: 'Silk Wrap Dress',
    productType: 'Dress',
    category: 'dresses',
    subtitle: 'Silk crêpe de Chine',
    description:
      'A wrap dress in fluid silk crêpe de Chine that ties at the waist and falls to mid-calf.\n\n' +
      'Long sleeves with buttoned cuffs and a softly draped neckline take it from lunch to dinner.',
    composition: '100% silk. Lining 100% cupro. Dry clean only.',
    sizeInformation:
      'Relaxed fit, true to size.\nThe model is 1.78 m tall and wears a size S.\nLength: 121 cm in size S.',
    priceEur: 690,
    compareAtEur: 860,
    colors: ['Black', 'Ivory'],
    sizes: clothingSizes,
    stock: { 'Black / XS': 0, 'Ivory / XL': 0, 'Ivory / M': 2 },
    tags: ['Silk', 'Evening', 'Sale'],
    video: true,
    associated: ['cashmere-crew-sweater', 'leather-belt', 'rose-absolue-eau-de-parfum'],
    promo: 'Complimentary alterations in our boutiques',
    translations: {
      FR: [
        'Robe portefeuille en soie',
        "Une robe portefeuille en crêpe de Chine de soie fluide, nouée à la taille et tombant à mi-mollet.\n\nSes manches longues à poignets boutonnés et son encolure drapée l'accompagnent du déjeuner au dîner.",
      ],
      ES: [
        'Vestido cruzado de seda',
        'Un vestido cruzado de crepé de China de seda fluida que se anuda a la cintura y cae hasta media pierna.\n\nLas mangas largas con puños abotonados y el escote drapeado lo llevan del almuerzo a la cena.',
      ],
      JA: [
        'シルク ラップドレス',
        'しなやかなシルククレープデシンのラップドレス。ウエストで結び、ふくらはぎ丈に落ちるシルエット。\n\nボタン付きカフスの長袖とやわらかなドレープネックで、ランチからディナーまで。',
      ],
    },
  },
];
