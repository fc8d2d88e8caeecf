import type { FragranceSeed } from '../../types';

export const unisex: FragranceSeed[] = [
  {
    handle: 'santal-noir-eau-de-parfum',
    title: 'Santal Noir',
    category: 'unisex',
    productType: 'Eau de Parfum',
    subtitle: 'Eau de Parfum · Woody',
    description:
      'Santal Noir sets creamy Mysore-style sandalwood against smoked black tea and a crack of cardamom.\n\n' +
      'Leather and vetiver from Haiti ground it in a dry, quiet warmth.',
    notes: { top: 'cardamom, bergamot', heart: 'black tea, iris', base: 'sandalwood, leather, vetiver' },
    prices: [95, 145, 210],
    stock: { '30 ml': 0 },
    tags: ['Woody', 'Sandalwood', 'Bestseller'],
    associated: ['rose-absolue-eau-de-parfum'],
    translations: {
      FR: [
        'Santal Noir',
        "Santal Noir oppose un santal crémeux au thé noir fumé et à l'éclat de la cardamome.\n\nLe cuir et le vétiver d'Haïti l'ancrent dans une chaleur sèche et feutrée.",
      ],
      ES: [
        'Santal Noir',
        'Santal Noir enfrenta un sándalo cremoso al té negro ahumado y a un destello de cardamomo.\n\nEl cuero y el vetiver de Haití lo anclan en una calidez seca y serena.',
      ],
      JA: [
        'サンタル ノワール',
        'クリーミーなサンダルウッドに、スモーキーなブラックティーとカルダモンの刺激を重ねて。\n\nレザーとハイチ産ベチバーが、乾いた静かなぬくもりへと導きます。',
      ],
    },
  },
  {
    handle: 'figue-verte-eau-de-parfum',
    title: 'Figue Verte',
    category: 'unisex',
    productType: 'Eau de Parfum',
    subtitle: 'Eau de Parfum · Green',
    description:
      'Figue Verte is the shade of a fig tree in August: crushed leaves, milky green fruit and warm bark.\n\n' +
      'Coconut and cedar soften its sap into a creamy, sunlit finish.',
    notes: { top: 'fig leaf, bergamot', heart: 'green fig, coconut milk', base: 'cedar, fig wood' },
    prices: [95, 145, 210],
    tags: ['Green', 'Fruity', 'Summer'],
    associated: ['ambre-solaire-eau-de-parfum'],
    translations: {
      FR: [
        'Figue Verte',
        "Figue Verte, c'est l'ombre d'un figuier en août : feuilles froissées, fruit vert et laiteux, écorce chaude.\n\nLa noix de coco et le cèdre adoucissent sa sève en un fond crémeux et ensoleillé.",
      ],
      ES: [
        'Figue Verte',
        'Figue Verte es la sombra de una higuera en agosto: hojas aplastadas, fruto verde y lechoso, corteza tibia.\n\nEl coco y el cedro suavizan su savia hasta un final cremoso y soleado.',
      ],
      JA: [
        'フィグ ヴェルト',
        '8月のイチジクの木陰。揉んだ葉、ミルキーな青い果実、温かな樹皮。\n\nココナッツとシダーが樹液の青さをやわらげ、クリーミーで陽だまりのようなラストに。',
      ],
    },
  },
  {
    handle: 'ambre-solaire-eau-de-parfum',
    title: 'Ambre Solaire',
    category: 'unisex',
    productType: 'Eau de Parfum',
    subtitle: 'Eau de Parfum · Amber',
    description:
      'Ambre Solaire warms skin like late-afternoon sun: labdanum, vanilla and salted ambergris.\n\n' +
      'A facet of immortelle adds a golden, slightly honeyed glow.',
    notes: {
      top: 'pink pepper, mandarin',
      heart: 'immortelle, labdanum',
      base: 'vanilla, ambergris accord, musk',
    },
    prices: [105, 155, 225],
    tags: ['Amber', 'Warm'],
    associated: ['figue-verte-eau-de-parfum', 'santal-noir-eau-de-parfum'],
    translations: {
      FR: [
        'Ambre Solaire',
        "Ambre Solaire réchauffe la peau comme le soleil de fin d'après-midi : labdanum, vanille et ambre gris salé.\n\nUne facette d'immortelle ajoute un éclat doré, légèrement miellé.",
      ],
      ES: [
        'Ambre Solaire',
        'Ambre Solaire calienta la piel como el sol de última hora de la tarde: ládano, vainilla y ámbar gris salado.\n\nUna faceta de siempreviva añade un brillo dorado, ligeramente meloso.',
      ],
      JA: [
        'アンブル ソレール',
        '午後遅くの陽射しのように肌を温める香り。ラブダナム、バニラ、塩気を帯びたアンバーグリス。\n\nイモーテルの表情が、ほのかに蜂蜜を思わせる黄金の輝きを添えます。',
      ],
    },
  },
  {
    handle: 'oud-nocturne-eau-de-parfum',
    title: 'Oud Nocturne',
    category: 'unisex',
    productType: 'Eau de Parfum',
    subtitle: 'Eau de Parfum · Oriental woods',
    description:
      'Oud Nocturne sets sustainably cultivated oud from Assam against Turkish rose and dark plum.\n\n' +
      'Incense and patchouli carry it far into the night.',
    notes: { top: 'plum, saffron', heart: 'Turkish rose, incense', base: 'oud, patchouli, leather' },
    prices: [150, 220, 320],
    stock: { '50 ml': 3 },
    tags: ['Oud', 'Woody', 'Evening'],
    associated: ['cuir-ambre-eau-de-parfum', 'rose-absolue-eau-de-parfum'],
    translations: {
      FR: [
        'Oud Nocturne',
        "Oud Nocturne oppose un oud d'Assam issu de culture durable à la rose de Turquie et à la prune noire.\n\nL'encens et le patchouli le portent loin dans la nuit.",
      ],
      ES: [
        'Oud Nocturne',
        'Oud Nocturne enfrenta un oud de Assam de cultivo sostenible a la rosa turca y a la ciruela negra.\n\nEl incienso y el pachulí lo llevan hasta bien entrada la noche.',
      ],
      JA: [
        'ウード ノクターン',
        'アッサムで持続可能な方法で栽培されたウードに、トルコ産ローズとダークプラムを重ねて。\n\nインセンスとパチョリが、夜更けまで香りを運びます。',
      ],
    },
  },
];
