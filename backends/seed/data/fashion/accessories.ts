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
    composition:
      '100% calf leather, brass buckle. Wipe with a dry cloth; feed with leather balm twice a year.',
    sizeInformation: 'One size, 95 cm long with five holes.\nFits waists from 70 to 86 cm.',
    priceEur: 180,
    colors: ['Black', 'Cognac'],
    sizes: oneSize,
    tags: ['Leather'],
    associated: ['wide-leg-wool-trousers', 'silk-wrap-dress'],
    translations: {
      FR: [
        'Ceinture en cuir',
        'Une ceinture de 3 cm en cuir de veau tanné végétal de Toscane, à boucle dorée brossée.\n\nLes tranches sont peintes et lissées à la main ; le cuir fonce joliment avec le temps.',
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
  {
    handle: 'silk-twill-scarf',
    title: 'Silk Twill Scarf',
    productType: 'Scarf',
    category: 'accessories',
    subtitle: '90 cm silk twill carré',
    description:
      'A 90 cm square in heavy silk twill, printed in Lyon with the maison’s garden of roses and sandalwood.\n\n' +
      'The edges are rolled and stitched by hand.',
    composition: '100% silk twill. Dry clean only.',
    sizeInformation: 'One size: 90 x 90 cm.',
    priceEur: 260,
    colors: ['Navy', 'Blush', 'Gold'],
    sizes: oneSize,
    tags: ['Silk', 'Gift', 'Bestseller'],
    associated: ['cotton-trench-coat', 'rose-absolue-eau-de-parfum'],
    promo: 'Gift wrapped at no cost',
    translations: {
      FR: [
        'Carré en twill de soie',
        'Un carré de 90 cm en twill de soie lourd, imprimé à Lyon du jardin de roses et de santal de la maison.\n\nLes bords sont roulottés et cousus à la main.',
      ],
      ES: [
        'Pañuelo de sarga de seda',
        'Un cuadrado de 90 cm en sarga de seda gruesa, estampado en Lyon con el jardín de rosas y sándalo de la casa.\n\nLos bordes están enrollados y cosidos a mano.',
      ],
      JA: [
        'シルクツイル スカーフ',
        'メゾンのバラとサンダルウッドの庭をリヨンでプリントした、厚手シルクツイルの90 cmカレ。\n\n縁は手作業で巻き縫いしています。',
      ],
    },
  },
  {
    handle: 'leather-tote-bag',
    title: 'Leather Tote Bag',
    productType: 'Bag',
    category: 'accessories',
    subtitle: 'Grained calf leather',
    description:
      'A structured tote in grained calf leather that takes a laptop, a scarf and a bottle of water.\n\n' +
      'An inner zip pocket, a detachable pouch and feet to protect the base.',
    composition: '100% calf leather. Lining 100% cotton canvas. Wipe with a dry cloth.',
    sizeInformation: 'One size: 38 x 30 x 14 cm.\nHandle drop: 24 cm.',
    priceEur: 1190,
    colors: ['Black', 'Cognac', 'Ivory'],
    sizes: oneSize,
    stock: { 'Ivory / One Size': 0 },
    tags: ['Leather', 'Bag'],
    associated: ['leather-belt', 'silk-twill-scarf'],
    translations: {
      FR: [
        'Cabas en cuir',
        "Un cabas structuré en cuir de veau grainé qui accueille un ordinateur, une écharpe et une bouteille d'eau.\n\nUne poche intérieure zippée, une pochette amovible et des pieds pour protéger le fond.",
      ],
      ES: [
        'Bolso tote de piel',
        'Un tote estructurado de piel de becerro granulada donde caben un portátil, un pañuelo y una botella de agua.\n\nUn bolsillo interior con cremallera, un neceser extraíble y pies que protegen la base.',
      ],
      JA: [
        'レザー トートバッグ',
        'ノートPC、スカーフ、水のボトルまで収まる、シボ加工カーフレザーの構築的なトート。\n\n内側のジップポケット、取り外せるポーチ、底を守る底鋲付き。',
      ],
    },
  },
  {
    handle: 'cashmere-gloves',
    title: 'Cashmere-Lined Gloves',
    productType: 'Gloves',
    category: 'accessories',
    subtitle: 'Lambskin, cashmere lining',
    description:
      'Gloves in fine lambskin, lined with cashmere and cut close to the hand.\n\n' +
      'A short slit at the wrist closes with a press stud.',
    composition: 'Lambskin; lining 100% cashmere. Specialist leather clean.',
    sizeInformation: 'Sizes follow hand circumference:\nXS 17 cm, S 18 cm, M 19 cm, L 20 cm, XL 21 cm.',
    priceEur: 195,
    colors: ['Black', 'Burgundy'],
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    stock: { 'Burgundy / XL': 0 },
    tags: ['Leather', 'Cashmere', 'Gift'],
    translations: {
      FR: [
        'Gants doublés cachemire',
        'Des gants en agneau fin, doublés de cachemire et coupés au plus près de la main.\n\nUne courte fente au poignet se ferme par un bouton-pression.',
      ],
      ES: [
        'Guantes forrados de cachemir',
        'Guantes de napa de cordero fina, forrados de cachemir y cortados muy cerca de la mano.\n\nUna pequeña abertura en la muñeca se cierra con un automático.',
      ],
      JA: [
        'カシミアライニング グローブ',
        '上質なラムスキンにカシミアの裏地をつけ、手に沿うように裁断したグローブ。\n\n手首の短いスリットはスナップボタンで留めます。',
      ],
    },
  },
  {
    handle: 'wool-felt-fedora',
    title: 'Wool Felt Fedora',
    productType: 'Hat',
    category: 'accessories',
    subtitle: 'Rabbit and wool felt',
    description:
      'A fedora blocked by hand in rabbit and wool felt, with a grosgrain band and a 7 cm brim.\n\n' +
      'Made for the maison by a hatter in the Aveyron.',
    composition: '50% rabbit felt, 50% wool felt. Band 100% viscose grosgrain. Brush gently.',
    sizeInformation: 'Sizes follow head circumference:\nS 55 cm, M 57 cm, L 59 cm.',
    priceEur: 240,
    colors: ['Camel', 'Black'],
    sizes: ['S', 'M', 'L'],
    stock: { 'Black / L': 0 },
    tags: ['Wool', 'Hat'],
    privateSalesDiscount: 30,
    translations: {
      FR: [
        'Fedora en feutre',
        "Un fedora mis en forme à la main en feutre de lapin et de laine, ruban gros-grain et bord de 7 cm.\n\nRéalisé pour la maison par un chapelier de l'Aveyron.",
      ],
      ES: [
        'Fedora de fieltro',
        'Un fedora moldeado a mano en fieltro de conejo y lana, con cinta de grogrén y ala de 7 cm.\n\nHecho para la casa por un sombrerero del Aveyron.',
      ],
      JA: [
        'ウールフェルト フェドラ',
        'ラビットとウールのフェルトを手作業で成形したフェドラ。グログランのバンドと7 cmのブリム。\n\nアヴェロンの帽子職人がメゾンのために手がけています。',
      ],
    },
  },
];
