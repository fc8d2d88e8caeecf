import type { FragranceSeed } from '../../types';

export const forHim: FragranceSeed[] = [
  {
    handle: 'vetiver-fume-eau-de-parfum',
    title: 'Vétiver Fumé',
    category: 'for-him',
    productType: 'Eau de Parfum',
    subtitle: 'Eau de Parfum · Smoky woods',
    description:
      'Vétiver Fumé pairs Haitian vetiver with birch tar and a drop of lapsang souchong.\n\n' +
      'Grapefruit opens it; cedar and mineral musk dry it down to something clean and quiet.',
    notes: {
      top: 'grapefruit, black pepper',
      heart: 'vetiver, lapsang souchong',
      base: 'birch tar, cedar, mineral musk',
    },
    prices: [100, 150, 215],
    tags: ['Woody', 'Smoky', 'Bestseller'],
    associated: ['cuir-ambre-eau-de-parfum', 'santal-noir-eau-de-parfum'],
    promo: 'Complimentary engraving on the 100 ml',
    translations: {
      FR: [
        'Vétiver Fumé',
        "Vétiver Fumé associe le vétiver d'Haïti au goudron de bouleau et à une goutte de lapsang souchong.\n\nLe pamplemousse l'ouvre ; le cèdre et un musc minéral l'assèchent en un fond net et calme.",
      ],
      ES: [
        'Vétiver Fumé',
        'Vétiver Fumé une el vetiver de Haití con alquitrán de abedul y una gota de lapsang souchong.\n\nEl pomelo lo abre; el cedro y un almizcle mineral lo secan hasta un fondo limpio y sereno.',
      ],
      JA: [
        'ベチバー フュメ',
        'ハイチ産ベチバーにバーチタールとひと雫のラプサンスーチョンを合わせた香り。\n\nグレープフルーツで始まり、シダーとミネラルムスクが清潔で静かなラストへと導きます。',
      ],
    },
  },
  {
    handle: 'cuir-ambre-eau-de-parfum',
    title: 'Cuir Ambré',
    category: 'for-him',
    productType: 'Eau de Parfum',
    subtitle: 'Eau de Parfum · Leather amber',
    description:
      'Cuir Ambré is the smell of a saddle-stitched leather bag: birch, saffron and a soft suede accord.\n\n' +
      'Labdanum and vanilla give it a glowing amber base.',
    notes: {
      top: 'saffron, bergamot',
      heart: 'leather accord, raspberry leaf',
      base: 'labdanum, vanilla, oud',
    },
    prices: [125, 180, 260],
    tags: ['Leather', 'Amber'],
    associated: ['vetiver-fume-eau-de-parfum'],
    translations: {
      FR: [
        'Cuir Ambré',
        "Cuir Ambré, c'est l'odeur d'un sac cousu sellier : bouleau, safran et un doux accord daim.\n\nLe labdanum et la vanille lui donnent un fond ambré rayonnant.",
      ],
      ES: [
        'Cuir Ambré',
        'Cuir Ambré es el olor de un bolso cosido a punto de silla: abedul, azafrán y un suave acorde de ante.\n\nEl ládano y la vainilla le dan un fondo ambarado y luminoso.',
      ],
      JA: [
        'キュイール アンブレ',
        'サドルステッチのレザーバッグを思わせる香り。バーチ、サフラン、やわらかなスエードのアコード。\n\nラブダナムとバニラが輝くようなアンバーのベースをつくります。',
      ],
    },
  },
  {
    handle: 'bergamote-marine-eau-de-toilette',
    title: 'Bergamote Marine',
    category: 'for-him',
    productType: 'Eau de Toilette',
    subtitle: 'Eau de Toilette · Aromatic citrus',
    description:
      'Bergamote Marine is a walk along the Calabrian coast: bergamot, sea salt and wild rosemary.\n\n' +
      'A light, bright eau de toilette for summer mornings.',
    notes: {
      top: 'Calabrian bergamot, lemon',
      heart: 'rosemary, sea salt accord',
      base: 'ambergris accord, driftwood',
    },
    prices: [80, 120, 170],
    compareAt: [95, 140, 200],
    stock: { '30 ml': 0 },
    tags: ['Citrus', 'Fresh', 'Summer', 'Sale'],
    translations: {
      FR: [
        'Bergamote Marine',
        "Bergamote Marine est une promenade sur la côte calabraise : bergamote, sel marin et romarin sauvage.\n\nUne eau de toilette légère et lumineuse pour les matins d'été.",
      ],
      ES: [
        'Bergamote Marine',
        'Bergamote Marine es un paseo por la costa de Calabria: bergamota, sal marina y romero silvestre.\n\nUna eau de toilette ligera y luminosa para las mañanas de verano.',
      ],
      JA: [
        'ベルガモット マリン',
        'カラブリアの海岸を歩くような香り。ベルガモット、シーソルト、野生のローズマリー。\n\n夏の朝のための、軽やかで明るいオードトワレ。',
      ],
    },
  },
  {
    handle: 'tabac-blond-eau-de-parfum',
    title: 'Tabac Blond',
    category: 'for-him',
    productType: 'Eau de Parfum',
    subtitle: 'Eau de Parfum · Warm spicy',
    description:
      'Tabac Blond warms cured tobacco leaf with honeyed hay, clove and a touch of dark rum.\n\n' +
      'Tonka bean and cedar give it the comfort of an old library armchair.',
    notes: {
      top: 'clove, dark rum',
      heart: 'tobacco leaf, hay absolute',
      base: 'tonka bean, cedar, benzoin',
    },
    prices: [110, 165, 235],
    tags: ['Spicy', 'Tobacco'],
    associated: ['fleur-d-oranger-eau-de-parfum', 'cuir-ambre-eau-de-parfum'],
    translations: {
      FR: [
        'Tabac Blond',
        "Tabac Blond réchauffe la feuille de tabac séchée de foin miellé, de clou de girofle et d'une touche de rhum brun.\n\nLa fève tonka et le cèdre lui donnent le confort d'un vieux fauteuil de bibliothèque.",
      ],
      ES: [
        'Tabac Blond',
        'Tabac Blond calienta la hoja de tabaco curada con heno meloso, clavo y un toque de ron oscuro.\n\nEl haba tonka y el cedro le dan la comodidad de un viejo sillón de biblioteca.',
      ],
      JA: [
        'タバ ブロン',
        '乾燥させたタバコの葉を、蜂蜜のようなヘイ、クローブ、ダークラムのタッチで温めた香り。\n\nトンカビーンとシダーが、古い書斎のアームチェアのような安らぎを与えます。',
      ],
    },
  },
];
