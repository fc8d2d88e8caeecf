import type { FashionSeed } from '../../types';
import { clothingSizes } from './sizes';

export const outerwear: FashionSeed[] = [
  {
    handle: 'tailored-wool-blazer',
    title: 'Tailored Wool Blazer',
    productType: 'Blazer',
    category: 'outerwear',
    subtitle: 'Virgin wool gabardine',
    description:
      'A single-breasted blazer in Italian virgin wool gabardine, with structured shoulders and a nipped waist.\n\n' +
      'Two flap pockets, a chest pocket and horn buttons, fully lined in silk twill.',
    composition: '100% virgin wool. Lining 100% silk. Dry clean only.',
    sizeInformation:
      'Tailored fit; take your usual size.\nThe model is 1.79 m tall and wears a size S.\nLength: 72 cm in size S.',
    priceEur: 890,
    colors: ['Black', 'Camel'],
    sizes: clothingSizes,
    stock: { 'Camel / XS': 0 },
    tags: ['Wool', 'Tailoring'],
    associated: ['wide-leg-wool-trousers', 'cashmere-crew-sweater'],
    translations: {
      FR: [
        'Blazer ajusté en laine',
        'Un blazer droit en gabardine de laine vierge italienne, aux épaules structurées et à la taille marquée.\n\nDeux poches à rabat, une poche poitrine et des boutons en corne, entièrement doublé de sergé de soie.',
      ],
      ES: [
        'Blazer entallado de lana',
        'Una blazer de botonadura sencilla en gabardina de lana virgen italiana, con hombros estructurados y cintura marcada.\n\nDos bolsillos con solapa, un bolsillo de pecho y botones de asta, totalmente forrada en sarga de seda.',
      ],
      JA: [
        'テーラード ウールブレザー',
        'イタリア製ヴァージンウールギャバジンのシングルブレザー。構築的な肩とシェイプしたウエスト。\n\nフラップポケット2つと胸ポケット、ホーンボタン、シルクツイルの総裏仕立て。',
      ],
    },
  },
  {
    handle: 'double-faced-wool-coat',
    title: 'Double-Faced Wool Coat',
    productType: 'Coat',
    category: 'outerwear',
    subtitle: 'Hand-finished double-faced wool',
    description:
      'An unlined wrap coat in double-faced wool and cashmere, its seams finished by hand so it falls like a blanket.\n\n' +
      'Wide lapels, a tie belt and deep welt pockets.',
    composition: '90% wool, 10% cashmere. Dry clean only.',
    sizeInformation:
      'Oversized fit; size down for a closer fit.\nThe model is 1.79 m tall and wears a size S.\nLength: 120 cm in size S.',
    priceEur: 1290,
    compareAtEur: 1590,
    colors: ['Camel', 'Black', 'Charcoal'],
    sizes: clothingSizes,
    stock: { 'Camel / S': 0, 'Camel / M': 1 },
    tags: ['Wool', 'Cashmere', 'Bestseller', 'Sale'],
    associated: ['cashmere-crew-sweater', 'merino-knit-dress'],
    promo: 'Free monogramming until 31 December',
    translations: {
      FR: [
        'Manteau en laine double face',
        "Un manteau portefeuille sans doublure en laine et cachemire double face, aux coutures finies à la main pour qu'il tombe comme une couverture.\n\nLarges revers, ceinture à nouer et poches passepoilées profondes.",
      ],
      ES: [
        'Abrigo de lana doble faz',
        'Un abrigo cruzado sin forro de lana y cachemir doble faz, con costuras rematadas a mano para que caiga como una manta.\n\nSolapas anchas, cinturón anudado y bolsillos de ribete profundos.',
      ],
      JA: [
        'ダブルフェイス ウールコート',
        'ウールとカシミアのダブルフェイス素材を手仕事で縫い合わせた、ブランケットのように落ち感のある一枚仕立てのラップコート。\n\n幅広のラペル、共布ベルト、深い玉縁ポケット。',
      ],
    },
  },
  {
    handle: 'cotton-trench-coat',
    title: 'Cotton Trench Coat',
    productType: 'Trench Coat',
    category: 'outerwear',
    subtitle: 'Water-repellent cotton gabardine',
    description:
      'A double-breasted trench in water-repellent cotton gabardine, with a storm flap, epaulettes and a buckled belt.\n\n' +
      'The check lining is printed in our own colours.',
    composition: '100% cotton, water-repellent finish. Lining 100% cupro. Dry clean only.',
    sizeInformation:
      'Regular fit, true to size.\nThe model is 1.78 m tall and wears a size S.\nLength: 108 cm in size S.',
    priceEur: 990,
    colors: ['Sand', 'Navy'],
    sizes: clothingSizes,
    stock: { 'Navy / XS': 0 },
    tags: ['Cotton', 'Bestseller'],
    associated: ['silk-twill-scarf', 'leather-tote-bag'],
    translations: {
      FR: [
        'Trench en coton',
        'Un trench croisé en gabardine de coton déperlante, avec pan tempête, épaulettes et ceinture à boucle.\n\nLa doublure à carreaux est imprimée à nos couleurs.',
      ],
      ES: [
        'Gabardina de algodón',
        'Una gabardina cruzada de algodón repelente al agua, con solapa cortavientos, hombreras y cinturón con hebilla.\n\nEl forro de cuadros está estampado con nuestros colores.',
      ],
      JA: [
        'コットン トレンチコート',
        '撥水加工コットンギャバジンのダブルブレストトレンチ。ストームフラップ、エポレット、バックル付きベルト。\n\nチェックの裏地はメゾンのカラーでプリントしています。',
      ],
    },
  },
  {
    handle: 'quilted-down-jacket',
    title: 'Quilted Down Jacket',
    productType: 'Jacket',
    category: 'outerwear',
    subtitle: 'Responsible down, satin shell',
    description:
      'A short down jacket in a matte satin shell, quilted in wide channels and filled with certified responsible down.\n\n' +
      'A stand collar and two-way zip; it packs into its own pocket.',
    composition: 'Shell 100% recycled polyamide. Filling 90% down, 10% feather. Machine wash at 30 °C.',
    sizeInformation:
      'Regular fit, true to size.\nThe model is 1.78 m tall and wears a size S.\nLength: 62 cm in size S.',
    priceEur: 650,
    colors: ['Black', 'Forest Green'],
    sizes: clothingSizes,
    tags: ['Down', 'New In'],
    translations: {
      FR: [
        'Doudoune matelassée',
        "Une doudoune courte à coque en satin mat, matelassée en larges bandes et garnie d'un duvet certifié responsable.\n\nCol montant et zip double curseur ; elle se range dans sa propre poche.",
      ],
      ES: [
        'Chaqueta acolchada de plumas',
        'Una chaqueta corta de plumas con exterior de satén mate, acolchada en canales anchos y rellena de plumón de origen responsable certificado.\n\nCuello alto y cremallera de doble cursor; se guarda en su propio bolsillo.',
      ],
      JA: [
        'キルティング ダウンジャケット',
        'マットなサテンシェルに幅広のキルティングを施し、認証済みのレスポンシブルダウンを詰めたショート丈ジャケット。\n\nスタンドカラーとダブルジップ。自身のポケットに収納できます。',
      ],
    },
  },
  {
    handle: 'suede-bomber-jacket',
    title: 'Suede Bomber Jacket',
    productType: 'Jacket',
    category: 'outerwear',
    subtitle: 'Goat suede',
    description:
      'A bomber jacket in supple goat suede with ribbed collar, cuffs and hem in merino.\n\n' +
      'Lined in cupro and finished with a gold-tone zip.',
    composition: '100% goat suede. Trims 100% merino wool. Lining 100% cupro. Specialist leather clean.',
    sizeInformation:
      'Regular fit, true to size.\nThe model is 1.80 m tall and wears a size S.\nLength: 60 cm in size S.',
    priceEur: 1150,
    colors: ['Cognac', 'Chocolate'],
    sizes: clothingSizes,
    stock: { 'Cognac / XL': 0 },
    tags: ['Suede', 'Leather'],
    privateSalesDiscount: 30,
    translations: {
      FR: [
        'Blouson aviateur en daim',
        'Un blouson aviateur en daim de chèvre souple, col, poignets et bas en côtes de mérinos.\n\nDoublé de cupro et fermé par un zip doré.',
      ],
      ES: [
        'Cazadora bomber de ante',
        'Una cazadora bomber de ante de cabra flexible, con cuello, puños y bajo de canalé de merino.\n\nForrada de cupro y cerrada con una cremallera dorada.',
      ],
      JA: [
        'スエード ボンバージャケット',
        'しなやかなゴートスエードのボンバージャケット。襟・袖口・裾はメリノのリブ。\n\nキュプラの裏地とゴールドトーンのジップで仕上げています。',
      ],
    },
  },
];
