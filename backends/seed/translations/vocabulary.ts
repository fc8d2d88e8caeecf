import type { Language } from '../types';

/**
 * The catalogue's vocabulary in French, Spanish and Japanese: every phrase the seed builds products
 * from, which translate.ts assembles; a missing phrase fails the seed, so no English slips into a
 * translated page. Long on purpose: one dictionary, edited as a table by translators, which a split
 * would only scatter across files.
 */
export type Phrase = Record<Language, string>;
const t = (FR: string, ES: string, JA: string): Phrase => ({ FR, ES, JA });

export const colours: Record<string, Phrase> = {
  Black: t('Noir', 'Negro', 'ブラック'),
  Ivory: t('Ivoire', 'Marfil', 'アイボリー'),
  Ecru: t('Écru', 'Crudo', 'エクリュ'),
  Camel: t('Camel', 'Camel', 'キャメル'),
  Navy: t('Marine', 'Azul marino', 'ネイビー'),
  Burgundy: t('Bordeaux', 'Burdeos', 'バーガンディ'),
  'Forest Green': t('Vert forêt', 'Verde bosque', 'フォレストグリーン'),
  'Grey Melange': t('Gris chiné', 'Gris jaspeado', 'グレーメランジ'),
  Charcoal: t('Anthracite', 'Antracita', 'チャコール'),
  Chocolate: t('Chocolat', 'Chocolate', 'チョコレート'),
  Blush: t('Rose poudré', 'Rosa empolvado', 'ブラッシュ'),
  Sand: t('Sable', 'Arena', 'サンド'),
  Cognac: t('Cognac', 'Coñac', 'コニャック'),
  'Sky Blue': t('Bleu ciel', 'Azul cielo', 'スカイブルー'),
  Silver: t('Argent', 'Plata', 'シルバー'),
  Gold: t('Or', 'Dorado', 'ゴールド'),
};

/** Option names and the option values that are words (sizes in letters and numbers stay as they are). */
export const options: Record<string, Phrase> = {
  Color: t('Couleur', 'Color', 'カラー'),
  Size: t('Taille', 'Talla', 'サイズ'),
  Volume: t('Contenance', 'Capacidad', '容量'),
  Amount: t('Montant', 'Importe', '金額'),
  'One Size': t('Taille unique', 'Talla única', 'フリーサイズ'),
};

export const productTypes: Record<string, Phrase> = {
  Dress: t('Robe', 'Vestido', 'ドレス'),
  Sweater: t('Pull', 'Jersey', 'セーター'),
  Cardigan: t('Cardigan', 'Cárdigan', 'カーディガン'),
  Blazer: t('Blazer', 'Blazer', 'ブレザー'),
  Coat: t('Manteau', 'Abrigo', 'コート'),
  'Trench Coat': t('Trench', 'Gabardina', 'トレンチコート'),
  Jacket: t('Veste', 'Chaqueta', 'ジャケット'),
  Skirt: t('Jupe', 'Falda', 'スカート'),
  Trousers: t('Pantalon', 'Pantalón', 'パンツ'),
  Belt: t('Ceinture', 'Cinturón', 'ベルト'),
  Scarf: t('Foulard', 'Pañuelo', 'スカーフ'),
  Bag: t('Sac', 'Bolso', 'バッグ'),
  Gloves: t('Gants', 'Guantes', 'グローブ'),
  Hat: t('Chapeau', 'Sombrero', 'ハット'),
  'Eau de Parfum': t('Eau de Parfum', 'Eau de Parfum', 'オードパルファム'),
  'Eau de Toilette': t('Eau de Toilette', 'Eau de Toilette', 'オードトワレ'),
  Sample: t('Échantillon', 'Muestra', 'サンプル'),
  Miniature: t('Miniature', 'Miniatura', 'ミニチュア'),
  Miniatures: t('Miniatures', 'Miniaturas', 'ミニチュア'),
  Set: t('Coffret', 'Set', 'セット'),
  Duo: t('Duo', 'Dúo', 'デュオ'),
  Trio: t('Trio', 'Trío', 'トリオ'),
  'Gift Card': t('Carte cadeau', 'Tarjeta regalo', 'ギフトカード'),
  Pouch: t('Pochette', 'Neceser', 'ポーチ'),
};

/** Scent families of the fragrance subtitles ("Eau de Parfum · Floral"). */
export const families: Record<string, Phrase> = {
  Floral: t('Floral', 'Floral', 'フローラル'),
  Powdery: t('Poudré', 'Empolvado', 'パウダリー'),
  'Solar floral': t('Floral solaire', 'Floral solar', 'ソーラーフローラル'),
  'Floral amber': t('Floral ambré', 'Floral ámbar', 'フローラルアンバー'),
  'Smoky woods': t('Boisé fumé', 'Amaderado ahumado', 'スモーキーウッド'),
  'Leather amber': t('Cuir ambré', 'Cuero ámbar', 'レザーアンバー'),
  'Aromatic citrus': t('Hespéridé aromatique', 'Cítrico aromático', 'アロマティックシトラス'),
  'Warm spicy': t('Épicé chaud', 'Especiado cálido', 'ウォームスパイシー'),
  Woody: t('Boisé', 'Amaderado', 'ウッディ'),
  Green: t('Vert', 'Verde', 'グリーン'),
  Amber: t('Ambré', 'Ámbar', 'アンバー'),
  'Oriental woods': t('Boisé oriental', 'Amaderado oriental', 'オリエンタルウッド'),
};

/** Fabric subtitles of the fashion pieces and the other fixed subtitles. */
export const subtitles: Record<string, Phrase> = {
  'Silk crêpe de Chine': t('Crêpe de Chine de soie', 'Crepé de China de seda', 'シルククレープデシン'),
  'Extra-fine merino rib': t(
    'Côtes de mérinos extra-fin',
    'Canalé de merino extrafino',
    'エクストラファインメリノのリブ',
  ),
  'Washed Irish linen': t('Lin irlandais lavé', 'Lino irlandés lavado', 'ウォッシュドアイリッシュリネン'),
  'Silk velvet, bias cut': t(
    'Velours de soie, coupé en biais',
    'Terciopelo de seda, cortado al bies',
    'シルクベルベット、バイアスカット',
  ),
  'Crisp cotton poplin': t(
    'Popeline de coton nette',
    'Popelina de algodón crujiente',
    'ハリのあるコットンポプリン',
  ),
  'Mongolian cashmere, 12 gauge': t(
    'Cachemire de Mongolie, jauge 12',
    'Cachemir de Mongolia, galga 12',
    'モンゴル産カシミア、12ゲージ',
  ),
  'Fine-gauge merino': t('Mérinos jauge fine', 'Merino de galga fina', 'ファインゲージメリノ'),
  'Hand-framed wool and cashmere': t(
    'Laine et cachemire tricotés sur métier à main',
    'Lana y cachemir tejidos en telar manual',
    '手編み機で編んだウールとカシミア',
  ),
  'Brushed kid mohair': t('Kid mohair brossé', 'Kid mohair cepillado', 'ブラッシュドキッドモヘア'),
  'Jersey-knit cashmere': t('Cachemire en jersey', 'Cachemir de punto jersey', 'カシミアジャージー'),
  'Virgin wool gabardine': t(
    'Gabardine de laine vierge',
    'Gabardina de lana virgen',
    'ヴァージンウールギャバジン',
  ),
  'Hand-finished double-faced wool': t(
    'Laine double face finie à la main',
    'Lana doble faz acabada a mano',
    '手仕上げのダブルフェイスウール',
  ),
  'Water-repellent cotton gabardine': t(
    'Gabardine de coton déperlante',
    'Gabardina de algodón hidrófuga',
    '撥水コットンギャバジン',
  ),
  'Responsible down, satin shell': t(
    'Duvet responsable, enveloppe en satin',
    'Plumón responsable, exterior de satén',
    'レスポンシブルダウン、サテンシェル',
  ),
  'Goat suede': t('Daim de chèvre', 'Ante de cabra', 'ゴートスエード'),
  'Sunray-pleated satin': t('Satin plissé soleil', 'Satén plisado sol', 'サンレイプリーツサテン'),
  'Virgin wool flannel': t(
    'Flanelle de laine vierge',
    'Franela de lana virgen',
    'ヴァージンウールフランネル',
  ),
  'Nappa lambskin': t('Agneau nappa', 'Napa de cordero', 'ナッパラムスキン'),
  'Stretch wool grain de poudre': t(
    'Grain de poudre de laine stretch',
    'Grain de poudre de lana elástica',
    'ストレッチウール グラン・ド・プードル',
  ),
  'Vegetable-tanned calf leather': t(
    'Cuir de veau tanné végétal',
    'Piel de becerro curtida al vegetal',
    'ベジタブルタンニンなめしのカーフレザー',
  ),
  '90 cm silk twill carré': t(
    'Carré de 90 cm en twill de soie',
    'Carré de 90 cm de sarga de seda',
    '90 cmのシルクツイル カレ',
  ),
  'Grained calf leather': t('Cuir de veau grainé', 'Piel de becerro granulada', 'シボ加工カーフレザー'),
  'Lambskin, cashmere lining': t(
    'Agneau, doublure cachemire',
    'Piel de cordero, forro de cachemir',
    'ラムスキン、カシミアの裏地',
  ),
  'Rabbit and wool felt': t(
    'Feutre de lapin et de laine',
    'Fieltro de conejo y lana',
    'ラビットとウールのフェルト',
  ),
  'Sent by e-mail': t('Envoyée par e-mail', 'Enviada por correo electrónico', 'メールでお届け'),
  'Gift with purchase': t('Offert avec votre achat', 'Regalo con su compra', 'ご購入特典'),
};

export const promotions: Record<string, Phrase> = {
  'Complimentary alterations in our boutiques': t(
    'Retouches offertes dans nos boutiques',
    'Arreglos gratuitos en nuestras boutiques',
    'ブティックでのお直しを無料で承ります',
  ),
  'New season': t('Nouvelle saison', 'Nueva temporada', '新作'),
  'Free monogramming until 31 December': t(
    'Monogramme offert jusqu’au 31 décembre',
    'Monograma gratuito hasta el 31 de diciembre',
    '12月31日までモノグラム無料',
  ),
  'Gift wrapped at no cost': t(
    'Emballage cadeau offert',
    'Envoltorio de regalo gratuito',
    'ギフトラッピング無料',
  ),
  'Complimentary engraving on the 100 ml': t(
    'Gravure offerte sur le 100 ml',
    'Grabado gratuito en el de 100 ml',
    '100 mlにはエングレービングを無料でお入れします',
  ),
};

export const accordionTitles: Record<string, Phrase> = {
  Description: t('Description', 'Descripción', '商品説明'),
  'Composition & care': t('Composition et entretien', 'Composición y cuidados', '素材とお手入れ'),
  'Size & fit': t('Taille et coupe', 'Talla y corte', 'サイズとフィット'),
  'Delivery & returns': t('Livraison et retours', 'Envíos y devoluciones', '配送と返品'),
  'The fragrance': t('Le parfum', 'El perfume', 'フレグランス'),
  'Olfactory notes': t('Notes olfactives', 'Notas olfativas', '香りのノート'),
  'How to wear': t('Comment le porter', 'Cómo llevarlo', 'つけ方'),
  'The sample': t('L’échantillon', 'La muestra', 'サンプルについて'),
  'The miniature': t('La miniature', 'La miniatura', 'ミニチュアについて'),
  'The set': t('Le coffret', 'El set', 'セットについて'),
  "What's inside": t('Contenu du coffret', 'Contenido', 'セット内容'),
  'How it works': t('Comment ça marche', 'Cómo funciona', 'ご利用方法'),
  'The pouch': t('La pochette', 'El neceser', 'ポーチについて'),
};

/** Whole lines and sentences of the accordions: care, fit, delivery, how to wear. */
export const sentences: Record<string, Phrase> = {
  // Composition and care
  '100% silk.': t('100 % soie.', '100 % seda.', 'シルク100%。'),
  'Lining 100% cupro.': t('Doublure 100 % cupro.', 'Forro 100 % cupro.', '裏地：キュプラ100%。'),
  'Dry clean only.': t('Nettoyage à sec uniquement.', 'Solo limpieza en seco.', 'ドライクリーニングのみ。'),
  '100% extra-fine merino wool.': t(
    '100 % laine mérinos extra-fine.',
    '100 % lana merino extrafina.',
    'エクストラファインメリノウール100%。',
  ),
  'Hand wash cold, dry flat.': t(
    'Lavage à la main à froid, séchage à plat.',
    'Lavar a mano en frío, secar en plano.',
    '冷水で手洗い、平干し。',
  ),
  '100% linen.': t('100 % lin.', '100 % lino.', 'リネン100%。'),
  'Machine wash at 30 °C, iron damp.': t(
    'Lavage en machine à 30 °C, repassage sur tissu humide.',
    'Lavar a máquina a 30 °C, planchar húmedo.',
    '30 °Cで洗濯機洗い、湿った状態でアイロン。',
  ),
  '82% viscose, 18% silk.': t(
    '82 % viscose, 18 % soie.',
    '82 % viscosa, 18 % seda.',
    'ビスコース82%、シルク18%。',
  ),
  'Specialist dry clean only.': t(
    'Nettoyage à sec par un spécialiste uniquement.',
    'Solo limpieza en seco especializada.',
    '専門店でのドライクリーニングのみ。',
  ),
  '100% organic cotton.': t(
    '100 % coton biologique.',
    '100 % algodón orgánico.',
    'オーガニックコットン100%。',
  ),
  'Machine wash at 30 °C.': t(
    'Lavage en machine à 30 °C.',
    'Lavar a máquina a 30 °C.',
    '30 °Cで洗濯機洗い。',
  ),
  '100% cashmere.': t('100 % cachemire.', '100 % cachemir.', 'カシミア100%。'),
  'Hand wash cold or dry clean, dry flat.': t(
    'Lavage à la main à froid ou nettoyage à sec, séchage à plat.',
    'Lavar a mano en frío o limpieza en seco, secar en plano.',
    '冷水で手洗いまたはドライクリーニング、平干し。',
  ),
  '80% wool, 20% cashmere.': t(
    '80 % laine, 20 % cachemire.',
    '80 % lana, 20 % cachemir.',
    'ウール80%、カシミア20%。',
  ),
  'Hand wash cold or dry clean.': t(
    'Lavage à la main à froid ou nettoyage à sec.',
    'Lavar a mano en frío o limpieza en seco.',
    '冷水で手洗いまたはドライクリーニング。',
  ),
  '72% kid mohair, 28% silk.': t(
    '72 % kid mohair, 28 % soie.',
    '72 % kid mohair, 28 % seda.',
    'キッドモヘア72%、シルク28%。',
  ),
  '100% virgin wool.': t('100 % laine vierge.', '100 % lana virgen.', 'ヴァージンウール100%。'),
  'Lining 100% silk.': t('Doublure 100 % soie.', 'Forro 100 % seda.', '裏地：シルク100%。'),
  '90% wool, 10% cashmere.': t(
    '90 % laine, 10 % cachemire.',
    '90 % lana, 10 % cachemir.',
    'ウール90%、カシミア10%。',
  ),
  '100% cotton, water-repellent finish.': t(
    '100 % coton, finition déperlante.',
    '100 % algodón, acabado hidrófugo.',
    'コットン100%、撥水加工。',
  ),
  'Shell 100% recycled polyamide.': t(
    'Extérieur 100 % polyamide recyclé.',
    'Exterior 100 % poliamida reciclada.',
    '表地：リサイクルポリアミド100%。',
  ),
  'Filling 90% down, 10% feather.': t(
    'Garnissage 90 % duvet, 10 % plumes.',
    'Relleno 90 % plumón, 10 % plumas.',
    '中綿：ダウン90%、フェザー10%。',
  ),
  '100% goat suede.': t('100 % daim de chèvre.', '100 % ante de cabra.', 'ゴートスエード100%。'),
  'Trims 100% merino wool.': t(
    'Finitions 100 % laine mérinos.',
    'Remates 100 % lana merino.',
    'トリム：メリノウール100%。',
  ),
  'Specialist leather clean.': t(
    'Nettoyage par un spécialiste du cuir.',
    'Limpieza especializada en piel.',
    '皮革専門店でのクリーニング。',
  ),
  '100% recycled polyester satin.': t(
    '100 % satin de polyester recyclé.',
    '100 % satén de poliéster reciclado.',
    'リサイクルポリエステルサテン100%。',
  ),
  'Cool hand wash, do not iron the pleats.': t(
    'Lavage à la main à l’eau fraîche, ne pas repasser les plis.',
    'Lavar a mano en agua fría, no planchar los plisados.',
    '冷水で手洗い、プリーツにはアイロンをかけないでください。',
  ),
  '100% lambskin.': t('100 % agneau.', '100 % piel de cordero.', 'ラムスキン100%。'),
  '97% wool, 3% elastane.': t(
    '97 % laine, 3 % élasthanne.',
    '97 % lana, 3 % elastano.',
    'ウール97%、エラスタン3%。',
  ),
  '100% calf leather, brass buckle.': t(
    '100 % cuir de veau, boucle en laiton.',
    '100 % piel de becerro, hebilla de latón.',
    'カーフレザー100%、真鍮のバックル。',
  ),
  'Wipe with a dry cloth; feed with leather balm twice a year.': t(
    'Essuyer avec un chiffon sec ; nourrir au baume pour cuir deux fois par an.',
    'Limpiar con un paño seco; nutrir con bálsamo para piel dos veces al año.',
    '乾いた布で拭き、年に2回レザーバームで保湿してください。',
  ),
  '100% silk twill.': t('100 % twill de soie.', '100 % sarga de seda.', 'シルクツイル100%。'),
  '100% calf leather.': t('100 % cuir de veau.', '100 % piel de becerro.', 'カーフレザー100%。'),
  'Lining 100% cotton canvas.': t(
    'Doublure 100 % toile de coton.',
    'Forro 100 % lona de algodón.',
    '裏地：コットンキャンバス100%。',
  ),
  'Wipe with a dry cloth.': t(
    'Essuyer avec un chiffon sec.',
    'Limpiar con un paño seco.',
    '乾いた布で拭いてください。',
  ),
  'Lambskin; lining 100% cashmere.': t(
    'Agneau ; doublure 100 % cachemire.',
    'Piel de cordero; forro 100 % cachemir.',
    'ラムスキン、裏地：カシミア100%。',
  ),
  '50% rabbit felt, 50% wool felt.': t(
    '50 % feutre de lapin, 50 % feutre de laine.',
    '50 % fieltro de conejo, 50 % fieltro de lana.',
    'ラビットフェルト50%、ウールフェルト50%。',
  ),
  'Band 100% viscose grosgrain.': t(
    'Ruban 100 % gros-grain de viscose.',
    'Cinta 100 % grogrén de viscosa.',
    'リボン：ビスコースグログラン100%。',
  ),
  'Brush gently.': t('Brosser délicatement.', 'Cepillar con suavidad.', 'やさしくブラッシングしてください。'),

  // Size and fit
  'Relaxed fit, true to size.': t(
    'Coupe décontractée, taille normalement.',
    'Corte holgado, talla fiel.',
    'リラックスフィット、標準的なサイズ感です。',
  ),
  'Slim fit; size up for a looser line.': t(
    'Coupe ajustée ; prenez la taille au-dessus pour une ligne plus ample.',
    'Corte entallado; elija una talla más para una línea más holgada.',
    'スリムフィット。ゆったり着たい場合はワンサイズ上をお選びください。',
  ),
  'Fitted through the hip; take your usual size.': t(
    'Ajustée aux hanches ; prenez votre taille habituelle.',
    'Ajustado en la cadera; elija su talla habitual.',
    'ヒップにフィットするシルエット。いつものサイズをお選びください。',
  ),
  'Fitted bodice, full skirt; true to size.': t(
    'Buste ajusté, jupe ample ; taille normalement.',
    'Cuerpo ajustado, falda amplia; talla fiel.',
    'フィットしたボディスとたっぷりしたスカート。標準的なサイズ感です。',
  ),
  'Regular fit, true to size.': t(
    'Coupe droite, taille normalement.',
    'Corte regular, talla fiel.',
    'レギュラーフィット、標準的なサイズ感です。',
  ),
  'Slim fit, true to size.': t(
    'Coupe ajustée, taille normalement.',
    'Corte entallado, talla fiel.',
    'スリムフィット、標準的なサイズ感です。',
  ),
  'Oversized fit; size down for a closer fit.': t(
    'Coupe oversize ; prenez la taille en dessous pour un tombé plus près du corps.',
    'Corte oversize; elija una talla menos para un ajuste más ceñido.',
    'オーバーサイズフィット。体に沿わせたい場合はワンサイズ下をお選びください。',
  ),
  'Tailored fit; take your usual size.': t(
    'Coupe tailleur ; prenez votre taille habituelle.',
    'Corte sastre; elija su talla habitual.',
    'テーラードフィット。いつものサイズをお選びください。',
  ),
  'High-waisted, true to size.': t(
    'Taille haute, taille normalement.',
    'Talle alto, talla fiel.',
    'ハイウエスト、標準的なサイズ感です。',
  ),
  'Fitted; if between sizes, size up.': t(
    'Ajustée ; entre deux tailles, prenez la plus grande.',
    'Ajustado; si duda entre dos tallas, elija la mayor.',
    'フィットしたシルエット。サイズで迷ったら大きいほうをお選びください。',
  ),
  'One size, 95 cm long with five holes.': t(
    'Taille unique, 95 cm de long, cinq trous.',
    'Talla única, 95 cm de largo con cinco agujeros.',
    'フリーサイズ、長さ95 cm、穴は5つ。',
  ),
  'Fits waists from 70 to 86 cm.': t(
    'Convient aux tours de taille de 70 à 86 cm.',
    'Para cinturas de 70 a 86 cm.',
    'ウエスト70〜86 cmに対応。',
  ),
  'One size: 90 x 90 cm.': t(
    'Taille unique : 90 x 90 cm.',
    'Talla única: 90 x 90 cm.',
    'フリーサイズ：90 x 90 cm。',
  ),
  'One size: 38 x 30 x 14 cm.': t(
    'Taille unique : 38 x 30 x 14 cm.',
    'Talla única: 38 x 30 x 14 cm.',
    'フリーサイズ：38 x 30 x 14 cm。',
  ),
  'Handle drop: 24 cm.': t('Hauteur de l’anse : 24 cm.', 'Caída del asa: 24 cm.', 'ハンドルの高さ：24 cm。'),
  'Sizes follow hand circumference:': t(
    'Les tailles suivent le tour de main :',
    'Las tallas siguen el contorno de la mano:',
    'サイズは手の周囲に対応しています：',
  ),
  'Sizes follow head circumference:': t(
    'Les tailles suivent le tour de tête :',
    'Las tallas siguen el contorno de la cabeza:',
    'サイズは頭囲に対応しています：',
  ),

  // Fixed accordions
  'Complimentary standard delivery in 2 to 4 working days, express delivery the next working day. Returns are free within 30 days, in the original packaging.':
    t(
      'Livraison standard offerte en 2 à 4 jours ouvrés, livraison express le jour ouvré suivant. Retours gratuits sous 30 jours, dans l’emballage d’origine.',
      'Envío estándar gratuito en 2 a 4 días laborables, envío exprés el siguiente día laborable. Devoluciones gratuitas en 30 días, en el embalaje original.',
      '通常配送は無料で2〜4営業日、速達は翌営業日にお届けします。返品は30日以内、お届け時の梱包のままであれば無料です。',
    ),
  'Spray on pulse points from 15 cm: the wrists, the base of the neck, behind the ears.': t(
    'Vaporisez à 15 cm sur les points de pulsation : les poignets, la base du cou, derrière les oreilles.',
    'Vaporice a 15 cm sobre los puntos de pulso: las muñecas, la base del cuello, detrás de las orejas.',
    '15 cm離して、手首、首の付け根、耳の後ろなど脈打つところにスプレーしてください。',
  ),
};

/** "Top notes: …" labels and the raw materials of the fragrance notes. */
export const noteLabels: Record<string, Phrase> = {
  'Top notes': t('Notes de tête', 'Notas de salida', 'トップノート'),
  'Heart notes': t('Notes de cœur', 'Notas de corazón', 'ミドルノート'),
  'Base notes': t('Notes de fond', 'Notas de fondo', 'ラストノート'),
};

export const materials: Record<string, Phrase> = {
  lychee: t('litchi', 'lichi', 'ライチ'),
  'pink pepper': t('baies roses', 'pimienta rosa', 'ピンクペッパー'),
  'Damask rose': t('rose de Damas', 'rosa de Damasco', 'ダマスクローズ'),
  'May rose': t('rose de mai', 'rosa de mayo', 'ローズ・ド・メ'),
  peony: t('pivoine', 'peonía', 'ピオニー'),
  patchouli: t('patchouli', 'pachulí', 'パチュリ'),
  'white musk': t('musc blanc', 'almizcle blanco', 'ホワイトムスク'),
  mandarin: t('mandarine', 'mandarina', 'マンダリン'),
  'violet leaf': t('feuille de violette', 'hoja de violeta', 'バイオレットリーフ'),
  'orris butter': t('beurre d’iris', 'mantequilla de iris', 'オリスバター'),
  heliotrope: t('héliotrope', 'heliotropo', 'ヘリオトロープ'),
  suede: t('daim', 'ante', 'スエード'),
  'tonka bean': t('fève tonka', 'haba tonka', 'トンカビーン'),
  neroli: t('néroli', 'neroli', 'ネロリ'),
  petitgrain: t('petit-grain', 'petitgrain', 'プチグレン'),
  'orange blossom absolute': t(
    'absolu de fleur d’oranger',
    'absoluto de azahar',
    'オレンジブロッサムアブソリュート',
  ),
  honey: t('miel', 'miel', 'ハニー'),
  ambrette: t('ambrette', 'ambreta', 'アンブレット'),
  'green mandarin': t('mandarine verte', 'mandarina verde', 'グリーンマンダリン'),
  cardamom: t('cardamome', 'cardamomo', 'カルダモン'),
  'jasmine sambac': t('jasmin sambac', 'jazmín sambac', 'ジャスミンサンバック'),
  tuberose: t('tubéreuse', 'nardo', 'チュベローズ'),
  benzoin: t('benjoin', 'benjuí', 'ベンゾイン'),
  vanilla: t('vanille', 'vainilla', 'バニラ'),
  sandalwood: t('bois de santal', 'sándalo', 'サンダルウッド'),
  grapefruit: t('pamplemousse', 'pomelo', 'グレープフルーツ'),
  'black pepper': t('poivre noir', 'pimienta negra', 'ブラックペッパー'),
  vetiver: t('vétiver', 'vetiver', 'ベチバー'),
  'lapsang souchong': t('lapsang souchong', 'lapsang souchong', 'ラプサンスーチョン'),
  'birch tar': t('goudron de bouleau', 'brea de abedul', 'バーチタール'),
  cedar: t('cèdre', 'cedro', 'シダー'),
  'mineral musk': t('musc minéral', 'almizcle mineral', 'ミネラルムスク'),
  saffron: t('safran', 'azafrán', 'サフラン'),
  bergamot: t('bergamote', 'bergamota', 'ベルガモット'),
  'leather accord': t('accord cuir', 'acorde de cuero', 'レザーアコード'),
  'raspberry leaf': t('feuille de framboisier', 'hoja de frambuesa', 'ラズベリーリーフ'),
  labdanum: t('labdanum', 'láudano', 'ラブダナム'),
  oud: t('oud', 'oud', 'ウード'),
  'Calabrian bergamot': t('bergamote de Calabre', 'bergamota de Calabria', 'カラブリア産ベルガモット'),
  lemon: t('citron', 'limón', 'レモン'),
  rosemary: t('romarin', 'romero', 'ローズマリー'),
  'sea salt accord': t('accord sel marin', 'acorde de sal marina', 'シーソルトアコード'),
  'ambergris accord': t('accord ambre gris', 'acorde de ámbar gris', 'アンバーグリスアコード'),
  driftwood: t('bois flotté', 'madera flotante', 'ドリフトウッド'),
  clove: t('clou de girofle', 'clavo', 'クローブ'),
  'dark rum': t('rhum ambré', 'ron añejo', 'ダークラム'),
  'tobacco leaf': t('feuille de tabac', 'hoja de tabaco', 'タバコリーフ'),
  'hay absolute': t('absolu de foin', 'absoluto de heno', 'ヘイアブソリュート'),
  'black tea': t('thé noir', 'té negro', 'ブラックティー'),
  iris: t('iris', 'iris', 'アイリス'),
  leather: t('cuir', 'cuero', 'レザー'),
  'fig leaf': t('feuille de figuier', 'hoja de higuera', 'フィグリーフ'),
  'green fig': t('figue verte', 'higo verde', 'グリーンフィグ'),
  'coconut milk': t('lait de coco', 'leche de coco', 'ココナッツミルク'),
  'fig wood': t('bois de figuier', 'madera de higuera', 'フィグウッド'),
  immortelle: t('immortelle', 'siempreviva', 'イモーテル'),
  musk: t('musc', 'almizcle', 'ムスク'),
  plum: t('prune', 'ciruela', 'プラム'),
  'Turkish rose': t('rose de Turquie', 'rosa de Turquía', 'ターキッシュローズ'),
  incense: t('encens', 'incienso', 'インセンス'),
};

/** Labels of the filters Shopify's Search & Discovery builds (the values come from the catalogue). */
export const filterLabels: Record<string, Phrase> = {
  'filter.v.availability': t('Disponibilité', 'Disponibilidad', '在庫状況'),
  'filter.v.availability.1': t('En stock', 'En stock', '在庫あり'),
  'filter.v.availability.0': t('En rupture de stock', 'Agotado', '在庫切れ'),
  'filter.v.price': t('Prix', 'Precio', '価格'),
  'filter.p.product_type': t('Type de produit', 'Tipo de producto', '商品タイプ'),
  'filter.p.vendor': t('Marque', 'Marca', 'ブランド'),
};
