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
  {
    handle: 'merino-knit-dress',
    title: 'Merino Knit Dress',
    productType: 'Dress',
    category: 'dresses',
    subtitle: 'Extra-fine merino rib',
    description:
      'A long-sleeved column dress in extra-fine merino rib that follows the body without clinging.\n\n' +
      'A mock neck and split cuffs; it layers under a coat from October to March.',
    composition: '100% extra-fine merino wool. Hand wash cold, dry flat.',
    sizeInformation:
      'Slim fit; size up for a looser line.\nThe model is 1.78 m tall and wears a size S.\nLength: 118 cm in size S.',
    priceEur: 520,
    colors: ['Charcoal', 'Burgundy'],
    sizes: clothingSizes,
    stock: { 'Burgundy / XS': 0, 'Burgundy / L': 1 },
    tags: ['Merino', 'Knit'],
    associated: ['leather-belt', 'double-faced-wool-coat'],
    translations: {
      FR: [
        'Robe en maille mérinos',
        "Une robe colonne à manches longues en côtes de mérinos extra-fin qui suit le corps sans le serrer.\n\nCol montant et poignets fendus ; elle se porte sous un manteau d'octobre à mars.",
      ],
      ES: [
        'Vestido de punto merino',
        'Un vestido columna de manga larga en canalé de merino extrafino que acompaña el cuerpo sin ceñirlo.\n\nCuello perkins y puños con abertura; se lleva bajo el abrigo de octubre a marzo.',
      ],
      JA: [
        'メリノニット ドレス',
        '体に沿いながらも締め付けない、エクストラファインメリノのリブ編みロングスリーブドレス。\n\nモックネックとスリット入りの袖口。10月から3月までコートの下に。',
      ],
    },
  },
  {
    handle: 'linen-shirt-dress',
    title: 'Linen Shirt Dress',
    productType: 'Dress',
    category: 'dresses',
    subtitle: 'Washed Irish linen',
    description:
      'A shirt dress in washed Irish linen with mother-of-pearl buttons all the way down.\n\n' +
      'A self-tie belt gathers the waist; roll the sleeves and it becomes a beach cover-up.',
    composition: '100% linen. Machine wash at 30 °C, iron damp.',
    sizeInformation:
      'Relaxed fit, true to size.\nThe model is 1.76 m tall and wears a size S.\nLength: 112 cm in size S.',
    priceEur: 380,
    compareAtEur: 475,
    colors: ['Ecru', 'Sky Blue'],
    sizes: clothingSizes,
    stock: { 'Sky Blue / M': 0 },
    tags: ['Linen', 'Summer', 'Sale'],
    associated: ['silk-twill-scarf'],
    translations: {
      FR: [
        'Robe chemise en lin',
        "Une robe chemise en lin d'Irlande lavé, boutonnée de nacre de haut en bas.\n\nUne ceinture à nouer marque la taille ; manches retroussées, elle devient une tenue de plage.",
      ],
      ES: [
        'Vestido camisero de lino',
        'Un vestido camisero de lino irlandés lavado con botones de nácar de arriba abajo.\n\nUn cinturón anudado marca la cintura; con las mangas remangadas se convierte en un pareo.',
      ],
      JA: [
        'リネン シャツドレス',
        'ウォッシュ加工のアイリッシュリネンに、上から下まで白蝶貝ボタンをあしらったシャツドレス。\n\n共布ベルトでウエストをマーク。袖をまくればビーチカバーアップにも。',
      ],
    },
  },
  {
    handle: 'velvet-evening-gown',
    title: 'Velvet Evening Gown',
    productType: 'Dress',
    category: 'dresses',
    subtitle: 'Silk velvet, bias cut',
    description:
      'A floor-length gown cut on the bias from silk velvet, with a cowl back that drops to the waist.\n\n' +
      'Made to order in our Paris atelier, in a limited number for the winter season.',
    composition: '82% viscose, 18% silk. Specialist dry clean only.',
    sizeInformation:
      'Fitted through the hip; take your usual size.\nThe model is 1.80 m tall and wears a size S.\nLength: 150 cm in size S.',
    priceEur: 1450,
    colors: ['Black', 'Forest Green'],
    sizes: clothingSizes,
    tags: ['Velvet', 'Evening', 'Coming soon'],
    comingSoon: true,
    translations: {
      FR: [
        'Robe du soir en velours',
        "Une robe longue coupée dans le biais en velours de soie, au dos bénitier qui descend jusqu'à la taille.\n\nRéalisée à la commande dans notre atelier parisien, en nombre limité pour la saison d'hiver.",
      ],
      ES: [
        'Vestido de noche de terciopelo',
        'Un vestido largo cortado al bies en terciopelo de seda, con escote drapeado en la espalda que baja hasta la cintura.\n\nHecho por encargo en nuestro taller de París, en número limitado para la temporada de invierno.',
      ],
      JA: [
        'ベルベット イブニングガウン',
        'シルクベルベットをバイアスカットしたフロア丈のガウン。ウエストまで落ちるカウルバック。\n\nパリのアトリエで受注生産する冬季限定の一着です。',
      ],
    },
  },
  {
    handle: 'poplin-midi-dress',
    title: 'Poplin Midi Dress',
    productType: 'Dress',
    category: 'dresses',
    subtitle: 'Crisp cotton poplin',
    description:
      'A sleeveless midi dress in crisp cotton poplin with a square neckline and deep side pockets.\n\n' +
      'The skirt is gathered at the waist for volume that stays light in the heat.',
    composition: '100% organic cotton. Machine wash at 30 °C.',
    sizeInformation:
      'Fitted bodice, full skirt; true to size.\nThe model is 1.77 m tall and wears a size S.\nLength: 115 cm in size S.',
    priceEur: 295,
    colors: ['Ivory', 'Navy', 'Blush'],
    sizes: clothingSizes,
    tags: ['Cotton', 'Summer', 'New In'],
    promo: 'New season',
    translations: {
      FR: [
        'Robe midi en popeline',
        'Une robe midi sans manches en popeline de coton craquante, à encolure carrée et grandes poches latérales.\n\nLa jupe est froncée à la taille pour un volume qui reste léger sous la chaleur.',
      ],
      ES: [
        'Vestido midi de popelín',
        'Un vestido midi sin mangas de popelín de algodón crujiente, con escote cuadrado y amplios bolsillos laterales.\n\nLa falda fruncida en la cintura aporta un volumen que sigue siendo ligero con calor.',
      ],
      JA: [
        'ポプリン ミディドレス',
        'ハリのあるコットンポプリンのノースリーブミディドレス。スクエアネックと深いサイドポケット。\n\nウエストにギャザーを寄せたスカートは、暑い日にも軽やかなボリューム。',
      ],
    },
  },
];
