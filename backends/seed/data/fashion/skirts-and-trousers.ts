import type { FashionSeed } from '../../types';
import { clothingSizes } from './sizes';

export const skirtsAndTrousers: FashionSeed[] = [
  {
    handle: 'pleated-midi-skirt',
    title: 'Pleated Midi Skirt',
    productType: 'Skirt',
    category: 'skirts-and-trousers',
    subtitle: 'Sunray-pleated satin',
    description:
      'A midi skirt in sunray-pleated satin that moves with every step.\n\n' +
      'A flat waistband with a concealed side zip keeps the line clean.',
    composition: '100% recycled polyester satin. Cool hand wash, do not iron the pleats.',
    sizeInformation:
      'High-waisted, true to size.\nThe model is 1.77 m tall and wears a size S.\nLength: 82 cm in size S.',
    priceEur: 320,
    colors: ['Sand', 'Black', 'Forest Green'],
    sizes: clothingSizes,
    stock: { 'Forest Green / S': 0 },
    tags: ['Satin', 'New In'],
    associated: ['cashmere-crew-sweater'],
    translations: {
      FR: [
        'Jupe midi plissée',
        'Une jupe midi en satin plissé soleil qui bouge à chaque pas.\n\nUne ceinture plate et un zip latéral invisible préservent la ligne.',
      ],
      ES: [
        'Falda midi plisada',
        'Una falda midi de satén plisado sol que se mueve a cada paso.\n\nLa cinturilla plana con cremallera lateral invisible mantiene la línea limpia.',
      ],
      JA: [
        'プリーツ ミディスカート',
        '歩くたびに揺れるサンレイプリーツのサテンのミディスカート。\n\nフラットなウエストバンドとサイドのコンシールファスナーですっきりとしたライン。',
      ],
    },
  },
  {
    handle: 'wide-leg-wool-trousers',
    title: 'Wide-Leg Wool Trousers',
    productType: 'Trousers',
    category: 'skirts-and-trousers',
    subtitle: 'Virgin wool flannel',
    description:
      'High-waisted trousers in soft virgin wool flannel, with front pleats and a wide leg that breaks on the shoe.\n\n' +
      'Slanted side pockets and a hook-and-bar fastening.',
    composition: '100% virgin wool. Dry clean only.',
    sizeInformation:
      'High-waisted, true to size.\nThe model is 1.78 m tall and wears a size S.\nInside leg: 82 cm in size S.',
    priceEur: 420,
    colors: ['Charcoal', 'Camel'],
    sizes: clothingSizes,
    stock: { 'Charcoal / XL': 0 },
    tags: ['Wool', 'Tailoring'],
    associated: ['tailored-wool-blazer', 'leather-belt'],
    translations: {
      FR: [
        'Pantalon large en laine',
        'Un pantalon taille haute en flanelle de laine vierge douce, à pinces et à jambe large qui casse sur la chaussure.\n\nPoches latérales en biais et fermeture à crochet.',
      ],
      ES: [
        'Pantalón ancho de lana',
        'Pantalón de talle alto en franela de lana virgen suave, con pinzas delanteras y una pernera ancha que cae sobre el zapato.\n\nBolsillos laterales oblicuos y cierre de gancho.',
      ],
      JA: [
        'ワイドレッグ ウールトラウザー',
        'やわらかなヴァージンウールフランネルのハイウエストトラウザー。フロントタックと靴にかかるワイドレッグ。\n\n斜めのサイドポケットとフック留め。',
      ],
    },
  },
  {
    handle: 'leather-pencil-skirt',
    title: 'Leather Pencil Skirt',
    productType: 'Skirt',
    category: 'skirts-and-trousers',
    subtitle: 'Nappa lambskin',
    description:
      'A knee-length pencil skirt in buttery nappa lambskin, with a back vent and a hidden zip.\n\n' +
      'Lined in silk so it moves smoothly over tights.',
    composition: '100% lambskin. Lining 100% silk. Specialist leather clean.',
    sizeInformation:
      'Fitted; if between sizes, size up.\nThe model is 1.77 m tall and wears a size S.\nLength: 64 cm in size S.',
    priceEur: 790,
    colors: ['Black', 'Burgundy'],
    sizes: clothingSizes,
    stock: { 'Burgundy / M': 0 },
    tags: ['Leather'],
    privateSalesDiscount: 30,
    associated: ['merino-turtleneck'],
    translations: {
      FR: [
        'Jupe crayon en cuir',
        "Une jupe crayon aux genoux en nappa d'agneau fondant, fente au dos et zip invisible.\n\nDoublée de soie pour glisser sur les collants.",
      ],
      ES: [
        'Falda lápiz de piel',
        'Una falda lápiz hasta la rodilla de napa de cordero suavísima, con abertura trasera y cremallera oculta.\n\nForrada de seda para que se deslice sobre las medias.',
      ],
      JA: [
        'レザー ペンシルスカート',
        'とろけるようなナッパラムスキンの膝丈ペンシルスカート。バックスリットとコンシールファスナー。\n\nシルクの裏地でタイツの上でもなめらかに動きます。',
      ],
    },
  },
  {
    handle: 'cigarette-trousers',
    title: 'Cigarette Trousers',
    productType: 'Trousers',
    category: 'skirts-and-trousers',
    subtitle: 'Stretch wool grain de poudre',
    description:
      'Slim cigarette trousers in stretch wool grain de poudre, cropped to show the ankle.\n\n' +
      'Pressed creases, slanted pockets and a narrow waistband.',
    composition: '97% wool, 3% elastane. Dry clean only.',
    sizeInformation:
      'Slim fit, true to size.\nThe model is 1.78 m tall and wears a size S.\nInside leg: 72 cm in size S.',
    priceEur: 390,
    colors: ['Black', 'Navy', 'Camel'],
    sizes: clothingSizes,
    tags: ['Wool', 'Tailoring', 'Bestseller'],
    associated: ['tailored-wool-blazer', 'merino-turtleneck'],
    translations: {
      FR: [
        'Pantalon cigarette',
        'Un pantalon cigarette étroit en grain de poudre de laine stretch, raccourci pour dévoiler la cheville.\n\nPlis marqués, poches en biais et ceinture étroite.',
      ],
      ES: [
        'Pantalón pitillo',
        'Un pantalón pitillo estrecho en grain de poudre de lana elástica, tobillero.\n\nRaya marcada, bolsillos oblicuos y cinturilla estrecha.',
      ],
      JA: [
        'シガレット トラウザー',
        'ストレッチウールのグレン・ド・プードルを用いた、足首が見える丈の細身シガレットトラウザー。\n\nプレスされたセンタークリース、斜めポケット、細いウエストバンド。',
      ],
    },
  },
];
