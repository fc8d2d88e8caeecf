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
    sizeInformation: 'Tailored fit; take your usual size.\nThe model is 1.79 m tall and wears a size S.\nLength: 72 cm in size S.',
    priceEur: 890,
    colors: ['Black', 'Camel'],
    sizes: clothingSizes,
    stock: { 'Camel / XS': 0 },
    tags: ['Wool', 'Tailoring'],
    associated: ['wide-leg-wool-trousers', 'cashmere-crew-sweater'],
    translations: {
      FR: [
        'Blazer ajusté en laine',
        "Un blazer droit en gabardine de laine vierge italienne, aux épaules structurées et à la taille marquée.\n\nDeux poches à rabat, une poche poitrine et des boutons en corne, entièrement doublé de sergé de soie.",
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
];
