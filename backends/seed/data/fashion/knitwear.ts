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
    sizeInformation:
      'Regular fit, true to size.\nThe model is 1.80 m tall and wears a size S.\nLength: 64 cm in size S.',
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
  {
    handle: 'merino-turtleneck',
    title: 'Merino Turtleneck',
    productType: 'Sweater',
    category: 'knitwear',
    subtitle: 'Fine-gauge merino',
    description:
      'A slim turtleneck in fine-gauge merino, light enough to wear under a blazer.\n\n' +
      'The collar folds twice and keeps its shape wash after wash.',
    composition: '100% extra-fine merino wool. Hand wash cold, dry flat.',
    sizeInformation:
      'Slim fit, true to size.\nThe model is 1.80 m tall and wears a size S.\nLength: 62 cm in size S.',
    priceEur: 240,
    colors: ['Black', 'Ecru', 'Chocolate'],
    sizes: clothingSizes,
    stock: { 'Ecru / XS': 0, 'Chocolate / XL': 0 },
    tags: ['Merino', 'Bestseller'],
    associated: ['tailored-wool-blazer', 'wide-leg-wool-trousers'],
    translations: {
      FR: [
        'Col roulé en mérinos',
        'Un col roulé ajusté en mérinos jauge fine, assez léger pour se porter sous un blazer.\n\nLe col se replie deux fois et garde sa forme lavage après lavage.',
      ],
      ES: [
        'Jersey de cuello alto de merino',
        'Un jersey de cuello alto entallado en merino de galga fina, tan ligero que se lleva bajo una blazer.\n\nEl cuello se dobla dos veces y mantiene su forma lavado tras lavado.',
      ],
      JA: [
        'メリノ タートルネック',
        'ブレザーの下にも着られる、ファインゲージメリノのスリムなタートルネック。\n\n二重に折り返す襟は、洗濯を重ねても形を保ちます。',
      ],
    },
  },
  {
    handle: 'cable-knit-cardigan',
    title: 'Cable-Knit Cardigan',
    productType: 'Cardigan',
    category: 'knitwear',
    subtitle: 'Hand-framed wool and cashmere',
    description:
      'A generous cardigan with Aran cables, knitted on hand frames from a wool and cashmere blend.\n\n' +
      'Horn buttons and two patch pockets; wear it open over a dress or buttoned as a sweater.',
    composition: '80% wool, 20% cashmere. Hand wash cold or dry clean.',
    sizeInformation:
      'Oversized fit; size down for a closer fit.\nThe model is 1.78 m tall and wears a size S.\nLength: 70 cm in size S.',
    priceEur: 560,
    compareAtEur: 690,
    colors: ['Ecru', 'Camel'],
    sizes: clothingSizes,
    tags: ['Wool', 'Cashmere', 'Sale'],
    privateSalesDiscount: 30,
    associated: ['poplin-midi-dress', 'merino-knit-dress'],
    translations: {
      FR: [
        'Cardigan torsadé',
        'Un cardigan généreux aux torsades irlandaises, tricoté sur métiers à main dans un mélange de laine et de cachemire.\n\nBoutons en corne et deux poches plaquées ; ouvert sur une robe ou boutonné comme un pull.',
      ],
      ES: [
        'Cárdigan de ochos',
        'Un cárdigan amplio con ochos irlandeses, tejido en telares manuales con una mezcla de lana y cachemir.\n\nBotones de asta y dos bolsillos de parche; abierto sobre un vestido o abotonado como un jersey.',
      ],
      JA: [
        'ケーブルニット カーディガン',
        'ウールとカシミアの混紡を手横編み機で編み上げた、アランケーブルのゆったりしたカーディガン。\n\nホーンボタンとパッチポケット。ドレスに羽織っても、ボタンを留めてセーターとしても。',
      ],
    },
  },
  {
    handle: 'mohair-v-neck-sweater',
    title: 'Mohair V-Neck Sweater',
    productType: 'Sweater',
    category: 'knitwear',
    subtitle: 'Brushed kid mohair',
    description:
      'A V-neck sweater in brushed kid mohair and silk, airy and warm without weight.\n\n' +
      'Dropped shoulders and a slightly cropped length for high-waisted trousers.',
    composition: '72% kid mohair, 28% silk. Hand wash cold, dry flat.',
    sizeInformation:
      'Relaxed fit, true to size.\nThe model is 1.78 m tall and wears a size S.\nLength: 56 cm in size S.',
    priceEur: 360,
    colors: ['Blush', 'Sky Blue', 'Grey Melange'],
    sizes: clothingSizes,
    stock: { 'Blush / S': 0 },
    tags: ['Mohair', 'New In'],
    privateSalesDiscount: 30,
    translations: {
      FR: [
        'Pull col V en mohair',
        'Un pull col V en kid mohair brossé et soie, aérien et chaud sans peser.\n\nÉpaules tombantes et longueur légèrement courte, pour les pantalons taille haute.',
      ],
      ES: [
        'Jersey de pico de mohair',
        'Un jersey de cuello de pico en kid mohair cepillado y seda, ligero y cálido sin peso.\n\nHombros caídos y largo algo corto, pensado para pantalones de talle alto.',
      ],
      JA: [
        'モヘア Vネックセーター',
        'ブラッシュ加工のキッドモヘアとシルクのVネックセーター。軽やかで、重さを感じさせない暖かさ。\n\nドロップショルダーとやや短めの丈で、ハイウエストのパンツに。',
      ],
    },
  },
  {
    handle: 'cashmere-hoodie',
    title: 'Cashmere Hoodie',
    productType: 'Sweater',
    category: 'knitwear',
    subtitle: 'Jersey-knit cashmere',
    description:
      'A hoodie in jersey-knit cashmere with a drawstring hood and a kangaroo pocket.\n\n' +
      'The softest thing in the collection, for Sunday mornings and long flights.',
    composition: '100% cashmere. Hand wash cold or dry clean, dry flat.',
    sizeInformation:
      'Relaxed fit, true to size.\nThe model is 1.80 m tall and wears a size S.\nLength: 66 cm in size S.',
    priceEur: 590,
    colors: ['Grey Melange', 'Navy'],
    sizes: clothingSizes,
    tags: ['Cashmere'],
    privateSalesDiscount: 30,
    translations: {
      FR: [
        'Sweat à capuche en cachemire',
        'Un sweat à capuche en cachemire maille jersey, capuche à cordon et poche kangourou.\n\nLa pièce la plus douce de la collection, pour les dimanches matin et les longs vols.',
      ],
      ES: [
        'Sudadera con capucha de cachemir',
        'Una sudadera con capucha de cachemir en punto jersey, con cordón y bolsillo canguro.\n\nLa prenda más suave de la colección, para los domingos por la mañana y los vuelos largos.',
      ],
      JA: [
        'カシミア フーディ',
        'ドローコード付きフードとカンガルーポケットを備えた、天竺編みカシミアのフーディ。\n\nコレクションでいちばん柔らかな一着。日曜の朝にも、長いフライトにも。',
      ],
    },
  },
];
