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
    notes: {
      top: 'lychee, pink pepper',
      heart: 'Damask rose, May rose, peony',
      base: 'patchouli, white musk',
    },
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
  {
    handle: 'iris-poudre-eau-de-parfum',
    title: 'Iris Poudré',
    category: 'for-her',
    productType: 'Eau de Parfum',
    subtitle: 'Eau de Parfum · Powdery',
    description:
      'Iris Poudré is built on orris butter from Tuscan rhizomes, aged three years before distillation.\n\n' +
      'Violet leaf and mandarin lift it; heliotrope and suede make it feel like cashmere on skin.',
    notes: { top: 'mandarin, violet leaf', heart: 'orris butter, heliotrope', base: 'suede, tonka bean' },
    prices: [110, 165, 235],
    tags: ['Powdery', 'Iris'],
    associated: ['rose-absolue-eau-de-parfum', 'jasmin-nuit-eau-de-parfum'],
    translations: {
      FR: [
        'Iris Poudré',
        "Iris Poudré repose sur un beurre d'iris issu de rhizomes toscans, vieillis trois ans avant distillation.\n\nLa feuille de violette et la mandarine l'élèvent ; l'héliotrope et le daim le font ressembler à du cachemire sur la peau.",
      ],
      ES: [
        'Iris Poudré',
        'Iris Poudré se construye sobre mantequilla de iris de rizomas toscanos, envejecidos tres años antes de destilarse.\n\nLa hoja de violeta y la mandarina lo elevan; el heliotropo y el ante lo convierten en cachemir sobre la piel.',
      ],
      JA: [
        'イリス プードレ',
        '3年間熟成させてから蒸留するトスカーナ産アイリスの根茎から得たオリスバターを軸にした香り。\n\nバイオレットリーフとマンダリンが軽やかさを添え、ヘリオトロープとスエードが肌の上でカシミアのような感触に。',
      ],
    },
  },
  {
    handle: 'fleur-d-oranger-eau-de-parfum',
    title: "Fleur d'Oranger",
    category: 'for-her',
    productType: 'Eau de Parfum',
    subtitle: 'Eau de Parfum · Solar floral',
    description:
      "Fleur d'Oranger captures the orange groves of Tunisia in April: neroli, petitgrain and the blossom itself.\n\n" +
      'A trace of honey and white musk keeps it luminous on skin.',
    notes: {
      top: 'neroli, petitgrain',
      heart: 'orange blossom absolute, honey',
      base: 'white musk, ambrette',
    },
    prices: [95, 145, 210],
    compareAt: [115, 175, 250],
    tags: ['Floral', 'Citrus', 'Sale'],
    associated: ['tabac-blond-eau-de-parfum'],
    translations: {
      FR: [
        "Fleur d'Oranger",
        "Fleur d'Oranger saisit les orangeraies de Tunisie en avril : néroli, petit-grain et la fleur elle-même.\n\nUne trace de miel et de musc blanc la garde lumineuse sur la peau.",
      ],
      ES: [
        'Flor de Azahar',
        'Flor de Azahar captura los naranjos de Túnez en abril: nerolí, petitgrain y la propia flor.\n\nUn rastro de miel y almizcle blanco la mantiene luminosa sobre la piel.',
      ],
      JA: [
        'フルール ドランジェ',
        '4月のチュニジアのオレンジ畑を閉じ込めた香り。ネロリ、プチグレン、そしてオレンジの花そのもの。\n\nほのかなハニーとホワイトムスクが、肌の上で明るさを保ちます。',
      ],
    },
  },
  {
    handle: 'jasmin-nuit-eau-de-parfum',
    title: 'Jasmin Nuit',
    category: 'for-her',
    productType: 'Eau de Parfum',
    subtitle: 'Eau de Parfum · Floral amber',
    description:
      'Jasmin Nuit is jasmine sambac picked at dusk in Tamil Nadu, when the flower is at its most narcotic.\n\n' +
      'Tuberose deepens it and benzoin from Laos wraps it in a warm, resinous amber.',
    notes: {
      top: 'green mandarin, cardamom',
      heart: 'jasmine sambac, tuberose',
      base: 'benzoin, vanilla, sandalwood',
    },
    prices: [120, 175, 250],
    stock: { '100 ml': 0 },
    tags: ['Floral', 'Amber', 'Jasmine'],
    associated: ['iris-poudre-eau-de-parfum'],
    translations: {
      FR: [
        'Jasmin Nuit',
        "Jasmin Nuit, c'est le jasmin sambac cueilli au crépuscule au Tamil Nadu, quand la fleur est la plus capiteuse.\n\nLa tubéreuse l'approfondit et le benjoin du Laos l'enveloppe d'un ambre chaud et résineux.",
      ],
      ES: [
        'Jasmin Nuit',
        'Jasmin Nuit es jazmín sambac recogido al anochecer en Tamil Nadu, cuando la flor es más embriagadora.\n\nEl nardo lo profundiza y el benjuí de Laos lo envuelve en un ámbar cálido y resinoso.',
      ],
      JA: [
        'ジャスミン ニュイ',
        '花の香りが最も濃くなる夕暮れ時に、タミル・ナードゥで摘み取ったジャスミンサンバック。\n\nチュベローズが深みを与え、ラオス産ベンゾインが温かく樹脂的なアンバーで包み込みます。',
      ],
    },
  },
];
