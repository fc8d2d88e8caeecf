import type { SetSeed } from '../types';

export const sets: SetSeed[] = [
  {
    handle: 'discovery-set',
    title: 'The Discovery Set',
    subtitle: 'Miniatures · 4 × 7.5 ml',
    description:
      'The signatures of the maison in travel bottles, to find the one that becomes yours.\n\n' +
      'Presented in a linen-covered box, with a card to note your impressions.',
    priceEur: 120,
    compareAtEur: 148,
    components: [
      { handle: 'rose-absolue-miniature', variant: '7.5 ml', quantity: 1 },
      { handle: 'santal-noir-miniature', variant: '7.5 ml', quantity: 1 },
      { handle: 'vetiver-fume-miniature', variant: '7.5 ml', quantity: 1 },
      { handle: 'iris-poudre-miniature', variant: '7.5 ml', quantity: 1 },
    ],
    tags: ['Discovery', 'Gift'],
    translations: {
      FR: [
        'Le Coffret Découverte',
        'Les signatures de la maison en flacons de voyage, pour trouver celle qui deviendra la vôtre.\n\nPrésenté dans un coffret gainé de lin, avec une carte pour noter vos impressions.',
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
  {
    handle: 'rose-santal-duo',
    title: 'Rose & Santal Duo',
    subtitle: 'Duo · 2 × 50 ml',
    description:
      'Our two signatures side by side: Rose Absolue and Santal Noir in 50 ml.\n\n' +
      'Wear them apart, or layer the rose over the sandalwood for an evening.',
    priceEur: 260,
    compareAtEur: 290,
    components: [
      { handle: 'rose-absolue-eau-de-parfum', variant: '50 ml', quantity: 1 },
      { handle: 'santal-noir-eau-de-parfum', variant: '50 ml', quantity: 1 },
    ],
    tags: ['Duo', 'Gift', 'Bestseller'],
    translations: {
      FR: [
        'Duo Rose & Santal',
        'Nos deux signatures côte à côte : Rose Absolue et Santal Noir en 50 ml.\n\nPortez-les séparément, ou superposez la rose au santal pour un soir.',
      ],
      ES: [
        'Dúo Rosa y Sándalo',
        'Nuestras dos firmas juntas: Rose Absolue y Santal Noir en 50 ml.\n\nLlévelos por separado, o superponga la rosa al sándalo para una noche.',
      ],
      JA: [
        'ローズ＆サンタル デュオ',
        'メゾンを代表する2つの香り、ローズ アブソリュとサンタル ノワールの50 mlをセットに。\n\n単独で纏っても、夜にはサンダルウッドにローズを重ねても。',
      ],
    },
  },
  {
    handle: 'floral-trio',
    title: 'The Floral Trio',
    subtitle: 'Trio · 3 × 30 ml',
    description:
      'Three florals of the maison in 30 ml: Rose Absolue, Iris Poudré and Jasmin Nuit.\n\n' +
      'From the brightest to the deepest, for every hour of the day.',
    priceEur: 290,
    compareAtEur: 325,
    components: [
      { handle: 'rose-absolue-eau-de-parfum', variant: '30 ml', quantity: 1 },
      { handle: 'iris-poudre-eau-de-parfum', variant: '30 ml', quantity: 1 },
      { handle: 'jasmin-nuit-eau-de-parfum', variant: '30 ml', quantity: 1 },
    ],
    tags: ['Trio', 'Floral', 'Gift'],
    translations: {
      FR: [
        'Le Trio Floral',
        'Trois floraux de la maison en 30 ml : Rose Absolue, Iris Poudré et Jasmin Nuit.\n\nDu plus lumineux au plus profond, pour chaque heure de la journée.',
      ],
      ES: [
        'El Trío Floral',
        'Tres florales de la casa en 30 ml: Rose Absolue, Iris Poudré y Jasmin Nuit.\n\nDel más luminoso al más profundo, para cada hora del día.',
      ],
      JA: [
        'フローラル トリオ',
        'メゾンのフローラル3種を30 mlで。ローズ アブソリュ、イリス プードレ、ジャスミン ニュイ。\n\n明るい香りから深い香りまで、一日のどの時間にも。',
      ],
    },
  },
  {
    handle: 'woody-trio',
    title: 'The Woody Trio',
    subtitle: 'Trio · 3 × 30 ml',
    description:
      'Three woods of the maison in 30 ml: Santal Noir, Vétiver Fumé and Cuir Ambré.\n\n' +
      'Dry, smoky and warm: a wardrobe of woods for the cooler months.',
    priceEur: 290,
    compareAtEur: 320,
    components: [
      { handle: 'santal-noir-eau-de-parfum', variant: '30 ml', quantity: 1 },
      { handle: 'vetiver-fume-eau-de-parfum', variant: '30 ml', quantity: 1 },
      { handle: 'cuir-ambre-eau-de-parfum', variant: '30 ml', quantity: 1 },
    ],
    tags: ['Trio', 'Woody', 'Gift'],
    translations: {
      FR: [
        'Le Trio Boisé',
        'Trois bois de la maison en 30 ml : Santal Noir, Vétiver Fumé et Cuir Ambré.\n\nSec, fumé et chaud : une garde-robe de bois pour les mois frais.',
      ],
      ES: [
        'El Trío Amaderado',
        'Tres maderas de la casa en 30 ml: Santal Noir, Vétiver Fumé y Cuir Ambré.\n\nSeco, ahumado y cálido: un vestidor de maderas para los meses frescos.',
      ],
      JA: [
        'ウッディ トリオ',
        'メゾンのウッディ3種を30 mlで。サンタル ノワール、ベチバー フュメ、キュイール アンブレ。\n\nドライ、スモーキー、そして温かく。涼しい季節のためのウッドのワードローブ。',
      ],
    },
  },
  {
    handle: 'his-and-hers-duo',
    title: 'His & Hers Duo',
    subtitle: 'Duo · 2 × 50 ml',
    description:
      "Fleur d'Oranger and Tabac Blond in 50 ml, composed to be worn by two.\n\n" +
      'Boxed together with a hand-written card.',
    priceEur: 280,
    compareAtEur: 310,
    components: [
      { handle: 'fleur-d-oranger-eau-de-parfum', variant: '50 ml', quantity: 1 },
      { handle: 'tabac-blond-eau-de-parfum', variant: '50 ml', quantity: 1 },
    ],
    tags: ['Duo', 'Gift'],
    translations: {
      FR: [
        'Duo Lui & Elle',
        "Fleur d'Oranger et Tabac Blond en 50 ml, composés pour être portés à deux.\n\nRéunis dans un coffret avec une carte écrite à la main.",
      ],
      ES: [
        'Dúo Él y Ella',
        'Flor de Azahar y Tabac Blond en 50 ml, compuestos para llevarse en pareja.\n\nReunidos en una caja con una tarjeta escrita a mano.',
      ],
      JA: [
        'ヒズ＆ハーズ デュオ',
        'ふたりで纏うために調香したフルール ドランジェとタバ ブロンの50 ml。\n\n手書きのカードを添えてひとつの箱に。',
      ],
    },
  },
  {
    handle: 'summer-layering-set',
    title: 'The Summer Layering Set',
    subtitle: 'Set · 3 × 30 ml',
    description:
      'Bergamote Marine, Figue Verte and Ambre Solaire in 30 ml, to wear alone or layered.\n\n' +
      'Start with the citrus in the morning and finish on amber at dusk.',
    priceEur: 240,
    components: [
      { handle: 'bergamote-marine-eau-de-toilette', variant: '30 ml', quantity: 1 },
      { handle: 'figue-verte-eau-de-parfum', variant: '30 ml', quantity: 1 },
      { handle: 'ambre-solaire-eau-de-parfum', variant: '30 ml', quantity: 1 },
    ],
    tags: ['Summer', 'Layering'],
    translations: {
      FR: [
        "Le Coffret Superposition d'Été",
        "Bergamote Marine, Figue Verte et Ambre Solaire en 30 ml, à porter seuls ou superposés.\n\nCommencez par l'agrume le matin et finissez sur l'ambre au crépuscule.",
      ],
      ES: [
        'El Set de Capas de Verano',
        'Bergamote Marine, Figue Verte y Ambre Solaire en 30 ml, para llevar solos o en capas.\n\nEmpiece con el cítrico por la mañana y termine con el ámbar al atardecer.',
      ],
      JA: [
        'サマー レイヤリングセット',
        'ベルガモット マリン、フィグ ヴェルト、アンブル ソレールの30 ml。単独でも、重ねづけでも。\n\n朝はシトラスから始め、夕暮れにはアンバーで締めくくって。',
      ],
    },
  },
];
