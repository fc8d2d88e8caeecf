import type { Translations } from '../types';

export interface CollectionSeed {
  handle: string;
  title: string;
  description: string;
  seoDescription: string;
  translations: Translations;
}

/** Roots first, then their categories; products join them from their own `collections`. */
export const collections: CollectionSeed[] = [
  {
    handle: 'fashion',
    title: 'Fashion',
    description: 'The ready-to-wear and accessories of the season, cut in Italy, France and Scotland.',
    seoDescription:
      'Maison Aurèle ready-to-wear: dresses, knitwear, outerwear, skirts, trousers and accessories.',
    translations: {
      FR: [
        'Mode',
        'Le prêt-à-porter et les accessoires de la saison, coupés en Italie, en France et en Écosse.',
      ],
      ES: ['Moda', 'La confección y los accesorios de la temporada, cortados en Italia, Francia y Escocia.'],
      JA: ['ファッション', 'イタリア、フランス、スコットランドで仕立てた今季のプレタポルテとアクセサリー。'],
    },
  },
  {
    handle: 'dresses',
    title: 'Dresses',
    description: 'Silk, crêpe and knitted dresses, from the wrap dress to the evening column.',
    seoDescription: 'Maison Aurèle dresses in silk, crêpe and fine knit.',
    translations: {
      FR: ['Robes', 'Robes en soie, en crêpe et en maille, de la robe portefeuille à la colonne du soir.'],
      ES: ['Vestidos', 'Vestidos de seda, crepé y punto, del vestido cruzado a la columna de noche.'],
      JA: ['ドレス', 'シルク、クレープ、ニットのドレス。ラップドレスからイブニングのコラムドレスまで。'],
    },
  },
  {
    handle: 'knitwear',
    title: 'Knitwear',
    description: 'Cashmere, merino and mohair knits, made to be worn for decades.',
    seoDescription: 'Maison Aurèle knitwear in cashmere, merino and mohair.',
    translations: {
      FR: ['Maille', 'Mailles en cachemire, mérinos et mohair, faites pour être portées des décennies.'],
      ES: ['Punto', 'Prendas de punto de cachemir, merino y mohair, hechas para durar décadas.'],
      JA: ['ニットウェア', '何十年も着られるよう仕立てたカシミア、メリノ、モヘアのニット。'],
    },
  },
  {
    handle: 'outerwear',
    title: 'Outerwear',
    description: 'Coats, blazers and trench coats in double-faced wool, gabardine and cotton.',
    seoDescription: 'Maison Aurèle coats, blazers and trench coats.',
    translations: {
      FR: ['Manteaux et vestes', 'Manteaux, blazers et trenchs en laine double face, gabardine et coton.'],
      ES: ['Abrigos y chaquetas', 'Abrigos, blazers y gabardinas de lana doble faz, gabardina y algodón.'],
      JA: ['アウター', 'ダブルフェイスウール、ギャバジン、コットンのコート、ブレザー、トレンチコート。'],
    },
  },
  {
    handle: 'skirts-and-trousers',
    title: 'Skirts & Trousers',
    description: 'Pleated skirts, tailored trousers and wide legs that hold their line all day.',
    seoDescription: 'Maison Aurèle skirts and trousers.',
    translations: {
      FR: [
        'Jupes et pantalons',
        'Jupes plissées, pantalons tailleur et jambes larges qui gardent leur ligne toute la journée.',
      ],
      ES: [
        'Faldas y pantalones',
        'Faldas plisadas, pantalones de sastre y perneras anchas que mantienen la línea todo el día.',
      ],
      JA: ['スカート＆パンツ', '一日中ラインが崩れないプリーツスカート、テーラードパンツ、ワイドパンツ。'],
    },
  },
  {
    handle: 'accessories',
    title: 'Accessories',
    description: 'Leather goods, silk scarves and belts to finish a silhouette.',
    seoDescription: 'Maison Aurèle bags, scarves, belts and small leather goods.',
    translations: {
      FR: ['Accessoires', 'Maroquinerie, carrés de soie et ceintures pour parfaire une silhouette.'],
      ES: ['Accesorios', 'Marroquinería, pañuelos de seda y cinturones para completar una silueta.'],
      JA: ['アクセサリー', 'シルエットを仕上げるレザーグッズ、シルクスカーフ、ベルト。'],
    },
  },
  {
    handle: 'fragrance',
    title: 'Fragrance',
    description: 'Eaux de parfum composed in Grasse from raw materials the maison sources itself.',
    seoDescription: 'Maison Aurèle fragrances: eaux de parfum, miniatures and samples.',
    translations: {
      FR: [
        'Parfums',
        'Des eaux de parfum composées à Grasse à partir de matières premières que la maison choisit elle-même.',
      ],
      ES: [
        'Perfumes',
        'Eaux de parfum compuestas en Grasse con materias primas que la casa selecciona ella misma.',
      ],
      JA: ['フレグランス', 'メゾン自らが選んだ原料を用い、グラースで調香したオードパルファム。'],
    },
  },
  {
    handle: 'for-her',
    title: 'For Her',
    description: 'Florals, chypres and ambers with a feminine signature.',
    seoDescription: 'Maison Aurèle fragrances for women.',
    translations: {
      FR: ['Pour elle', 'Floraux, chyprés et ambrés à la signature féminine.'],
      ES: ['Para ella', 'Florales, chipres y ámbares con firma femenina.'],
      JA: ['フォーハー', 'フェミニンなフローラル、シプレ、アンバー。'],
    },
  },
  {
    handle: 'for-him',
    title: 'For Him',
    description: 'Woods, fougères and citrus with a masculine signature.',
    seoDescription: 'Maison Aurèle fragrances for men.',
    translations: {
      FR: ['Pour lui', 'Boisés, fougères et hespéridés à la signature masculine.'],
      ES: ['Para él', 'Amaderados, fougères y cítricos con firma masculina.'],
      JA: ['フォーヒム', 'マスキュリンなウッディ、フゼア、シトラス。'],
    },
  },
  {
    handle: 'unisex',
    title: 'Unisex',
    description: 'Compositions that belong to whoever wears them.',
    seoDescription: 'Maison Aurèle unisex fragrances.',
    translations: {
      FR: ['Mixte', 'Des compositions qui appartiennent à qui les porte.'],
      ES: ['Unisex', 'Composiciones que pertenecen a quien las lleva.'],
      JA: ['ユニセックス', '纏う人のものになる香り。'],
    },
  },
  {
    handle: 'discovery',
    title: 'Discovery',
    description: 'Samples, miniatures and the discovery set: try before you choose.',
    seoDescription: 'Maison Aurèle fragrance samples, miniatures and discovery set.',
    translations: {
      FR: ['Découverte', 'Échantillons, miniatures et coffret découverte : essayez avant de choisir.'],
      ES: ['Descubrimiento', 'Muestras, miniaturas y el set descubrimiento: pruebe antes de elegir.'],
      JA: ['ディスカバリー', 'サンプル、ミニチュア、ディスカバリーセット。選ぶ前にお試しください。'],
    },
  },
  {
    handle: 'sets',
    title: 'Sets',
    description: 'Fragrance sets and duos, boxed and ready to give.',
    seoDescription: 'Maison Aurèle fragrance gift sets.',
    translations: {
      FR: ['Coffrets', 'Coffrets et duos de parfums, prêts à offrir.'],
      ES: ['Sets', 'Sets y dúos de perfumes, listos para regalar.'],
      JA: ['セット', 'ギフトにそのまま贈れるフレグランスのセットとデュオ。'],
    },
  },
];
