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
];
