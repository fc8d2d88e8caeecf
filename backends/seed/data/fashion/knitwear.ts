import type { FashionSeed } from '../../types';
import { clothingSizes } from './sizes';

export const knitwear: FashionSeed[] = [
  {
    handle: 'cashmere-crew-sweater',
    title: 'Cashmere Crew Sweater',
    productType: 'Sweater',
    category: 'knitwear',
    subtitle: 'Mongolian cashmere, 12 gauge',
    description:
      'A crew-neck sweater knitted in Scotland from two-ply Mongolian cashmere.\n\n' +
      'Ribbed collar, cuffs and hem, and a straight cut that sits just below the hip.',
    composition: '100% cashmere. Hand wash cold or dry clean, dry flat.',
    sizeInformation: 'Regular fit, true to size.\nThe model is 1.80 m tall and wears a size S.\nLength: 64 cm in size S.',
    priceEur: 450,
    colors: ['Camel', 'Grey Melange', 'Navy'],
    sizes: clothingSizes,
    stock: { 'Navy / XL': 0 },
    tags: ['Cashmere', 'Bestseller'],
    associated: ['pleated-midi-skirt', 'tailored-wool-blazer'],
    translations: {
      FR: [
        'Pull col rond en cachemire',
        "Un pull col rond tricoté en Écosse dans un cachemire de Mongolie deux fils.\n\nCol, poignets et bas côtelés, et une coupe droite qui s'arrête juste sous la hanche.",
      ],
      ES: [
        'Jersey de cuello redondo de cachemir',
        'Un jersey de cuello redondo tejido en Escocia con cachemir de Mongolia de dos cabos.\n\nCuello, puños y bajo de canalé, y un corte recto que llega justo por debajo de la cadera.',
      ],
      JA: [
        'カシミア クルーネックセーター',
        'モンゴル産2プライカシミアをスコットランドで編み上げたクルーネックセーター。\n\nリブ編みの襟・袖口・裾と、腰下にかかるストレートなシルエット。',
      ],
    },
  },
];
