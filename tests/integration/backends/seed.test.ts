import { beforeAll, describe, expect, it } from 'vitest';
import { Db } from '../../../backends/db';
import { seed } from '../../../backends/seed';
import { seededImagePaths } from '../../../backends/seed/image-paths';
import { verifyPassword } from '../../../backends/seed/password';

let db: Db;
beforeAll(async () => {
  db = await Db.open(null, seed);
});

const count = (query: string, params: (string | number)[] = []) =>
  Number(db.get<{ n: number }>(query, params)!.n);

const roots = {
  fashion: ['dresses', 'knitwear', 'outerwear', 'skirts-and-trousers', 'accessories'],
  fragrance: ['for-her', 'for-him', 'unisex', 'discovery'],
};

describe('seed: catalogue', () => {
  it('has the fixed products', () => {
    const handles = db.all<{ handle: string }>('SELECT handle FROM products').map((p) => p.handle);
    expect(handles).toEqual(
      expect.arrayContaining([
        'silk-wrap-dress',
        'cashmere-crew-sweater',
        'tailored-wool-blazer',
        'pleated-midi-skirt',
        'rose-absolue-eau-de-parfum',
        'santal-noir-eau-de-parfum',
        'discovery-set',
        'gift-card',
        'gift-pouch',
        'rose-absolue-sample',
        'santal-noir-sample',
      ]),
    );
  });

  it('has at least 24 fashion products with Color and Size options', () => {
    expect(count("SELECT count(*) n FROM products WHERE content_type = 'fashion'")).toBeGreaterThanOrEqual(
      24,
    );
    const options = db.all<{ names: string }>(
      `SELECT group_concat(o.name, '|') names FROM products p JOIN product_options o ON o.product_id = p.id
       WHERE p.content_type = 'fashion' GROUP BY p.id ORDER BY p.id`,
    );
    for (const { names } of options) expect(names).toBe('Color|Size');
    const colors = db.all<{ option_values: string }>(
      "SELECT option_values FROM product_options WHERE name = 'Color'",
    );
    for (const row of colors) {
      for (const value of JSON.parse(row.option_values)) expect(value.swatchColor).toMatch(/^#[0-9A-F]{6}$/);
    }
  });

  it('has a variant for every Color x Size combination', () => {
    const products = db.all<{ id: number; option_values: string }>(
      `SELECT p.id, group_concat(o.option_values, '@') option_values FROM products p
       JOIN product_options o ON o.product_id = p.id WHERE p.content_type = 'fashion' GROUP BY p.id`,
    );
    for (const product of products) {
      const [colors, sizes] = product.option_values.split('@').map((v) => JSON.parse(v).length);
      expect(count('SELECT count(*) n FROM variants WHERE product_id = ?', [product.id])).toBe(
        colors * sizes,
      );
    }
  });

  it('stocks silk-wrap-dress as fixed: Black/XS and Ivory/XL sold out, Ivory/M has 2, discounted', () => {
    const variants = db.all<{
      title: string;
      quantity_available: number;
      amount: number;
      compare_at_amount: number;
    }>(
      `SELECT v.title, v.quantity_available, vp.amount, vp.compare_at_amount FROM variants v
       JOIN products p ON p.id = v.product_id JOIN variant_prices vp ON vp.variant_id = v.id AND vp.currency = 'EUR'
       WHERE p.handle = 'silk-wrap-dress'`,
    );
    const stock = Object.fromEntries(variants.map((v) => [v.title, v.quantity_available]));
    expect(Object.keys(stock)).toHaveLength(10);
    expect(stock['Black / XS']).toBe(0);
    expect(stock['Ivory / XL']).toBe(0);
    expect(stock['Ivory / M']).toBe(2);
    for (const v of variants) expect(v.compare_at_amount).toBeGreaterThan(v.amount);
  });

  it('has at least 16 fragrance products, with Volume options, trybuy and swp samples and miniatures', () => {
    expect(
      count("SELECT count(*) n FROM products WHERE content_type = 'fragrance' AND kind != 'gwp'"),
    ).toBeGreaterThanOrEqual(16);
    const fullSize = db.all<{ option_values: string }>(
      `SELECT o.option_values FROM products p JOIN product_options o ON o.product_id = p.id
       WHERE p.content_type = 'fragrance' AND p.kind = 'none' AND o.name = 'Volume'`,
    );
    expect(fullSize.length).toBeGreaterThanOrEqual(8);
    for (const row of fullSize)
      expect(JSON.parse(row.option_values).map((v: { name: string }) => v.name)).toEqual([
        '30 ml',
        '50 ml',
        '100 ml',
      ]);
    const sampleTypes = db.all<{ handle: string; value: string }>(
      `SELECT p.handle, m.value FROM products p JOIN metafields m ON m.owner_type = 'Product' AND m.owner_id = p.id
       WHERE p.kind = 'sample' AND m.key = 'sample_type'`,
    );
    expect(sampleTypes).toEqual(
      expect.arrayContaining([
        { handle: 'rose-absolue-sample', value: 'trybuy' },
        { handle: 'santal-noir-sample', value: 'swp' },
      ]),
    );
    expect(count("SELECT count(*) n FROM products WHERE kind = 'sample'")).toBe(
      count("SELECT count(*) n FROM metafields WHERE key = 'sample_type' AND owner_type = 'Product'"),
    );
    expect(count("SELECT count(*) n FROM products WHERE kind = 'miniature'")).toBeGreaterThanOrEqual(2);
  });

  it('has at least 6 sets whose components are fragrance variants', () => {
    expect(
      count("SELECT count(*) n FROM products WHERE content_type = 'set' AND kind = 'sets'"),
    ).toBeGreaterThanOrEqual(6);
    const setVariants = db.all<{ id: number; requires_components: number }>(
      "SELECT v.id, v.requires_components FROM variants v JOIN products p ON p.id = v.product_id WHERE p.content_type = 'set'",
    );
    for (const variant of setVariants) {
      expect(variant.requires_components).toBe(1);
      const components = db.all<{ content_type: string }>(
        `SELECT p.content_type FROM variant_components c JOIN variants v ON v.id = c.component_variant_id
         JOIN products p ON p.id = v.product_id WHERE c.parent_variant_id = ?`,
        [variant.id],
      );
      expect(components.length).toBeGreaterThanOrEqual(2);
      for (const c of components) expect(c.content_type).toBe('fragrance');
    }
  });

  it('has the gift card (50/100/150/200 everywhere) and a free gift with purchase', () => {
    const giftCard = db.all<{ title: string; currency: string; amount: number }>(
      `SELECT v.title, vp.currency, vp.amount FROM products p JOIN variants v ON v.product_id = p.id
       JOIN variant_prices vp ON vp.variant_id = v.id WHERE p.handle = 'gift-card' AND p.is_gift_card = 1
       AND p.content_type = 'gift_card'`,
    );
    expect(new Set(giftCard.map((v) => v.title))).toEqual(new Set(['50', '100', '150', '200']));
    for (const v of giftCard) expect(v.amount).toBe(Number(v.title) * 100);
    const pouch = db.all<{ kind: string; amount: number }>(
      `SELECT p.kind, vp.amount FROM products p JOIN variants v ON v.product_id = p.id
       JOIN variant_prices vp ON vp.variant_id = v.id WHERE p.handle = 'gift-pouch'`,
    );
    expect(pouch).toHaveLength(4);
    for (const row of pouch) expect(row).toEqual({ kind: 'gwp', amount: 0 });
  });

  it('prices every variant in EUR, CHF, USD and GBP, compare-at in every currency or none', () => {
    const prices = db.all<{ currencies: string; discounted: number }>(
      `SELECT group_concat(currency, ',') currencies, count(compare_at_amount) discounted FROM
       (SELECT * FROM variant_prices ORDER BY currency) GROUP BY variant_id`,
    );
    expect(prices).toHaveLength(count('SELECT count(*) n FROM variants'));
    for (const row of prices) {
      expect(row.currencies).toBe('CHF,EUR,GBP,USD');
      expect([0, 4]).toContain(row.discounted);
    }
    expect(count('SELECT count(*) n FROM variant_prices WHERE compare_at_amount <= amount')).toBe(0);
    // Retail prices: whole units or halves.
    expect(count('SELECT count(*) n FROM variant_prices WHERE amount % 50 != 0')).toBe(0);
    expect(
      count(
        "SELECT count(*) n FROM products p WHERE p.kind = 'none' AND EXISTS (SELECT 1 FROM variants v JOIN variant_prices vp ON vp.variant_id = v.id WHERE v.product_id = p.id AND vp.compare_at_amount IS NOT NULL)",
      ),
    ).toBeGreaterThanOrEqual(3);
  });

  it('has sold-out variants, unique SKUs and valid barcodes', () => {
    expect(count('SELECT count(*) n FROM variants WHERE quantity_available = 0')).toBeGreaterThanOrEqual(4);
    expect(count('SELECT count(DISTINCT sku) n FROM variants')).toBe(
      count('SELECT count(*) n FROM variants'),
    );
    for (const { barcode } of db.all<{ barcode: string }>('SELECT barcode FROM variants')) {
      const digits = [...barcode].map(Number);
      const sum = digits.slice(0, 12).reduce((total, d, i) => total + d * (i % 2 ? 3 : 1), 0);
      expect((10 - (sum % 10)) % 10).toBe(digits[12]);
    }
  });

  it('translates every product, option, shown metafield and collection into FR, ES and JA', () => {
    const products = count('SELECT count(*) n FROM products');
    const translated = (resource: string, field: string, locale: string) =>
      count(
        "SELECT count(*) n FROM translations WHERE resource_type = ? AND field = ? AND locale = ? AND value != ''",
        [resource, field, locale],
      );
    for (const locale of ['fr', 'es', 'ja']) {
      for (const field of ['title', 'description', 'body_html', 'product_type'])
        expect(translated('PRODUCT', field, locale), field).toBe(products);
      expect(translated('COLLECTION', 'title', locale)).toBe(count('SELECT count(*) n FROM collections'));
      expect(translated('PRODUCT_OPTION', 'name', locale)).toBe(
        count("SELECT count(*) n FROM product_options WHERE name != 'Title'"),
      );
      expect(translated('PRODUCT_OPTION_VALUE', 'name', locale)).toBe(
        count("SELECT count(*) n FROM product_options o, json_each(o.option_values) WHERE o.name != 'Title'"),
      );
      expect(translated('METAFIELD', 'value', locale)).toBe(
        count(
          `SELECT count(*) n FROM metafields WHERE key IN
           ('subtitle', 'accordions', 'size_information', 'product_promo', 'color_name', 'sample_name')`,
        ),
      );
    }
    expect(
      count(
        "SELECT count(*) n FROM products WHERE vendor != 'Maison Aurèle' OR description_html NOT LIKE '<p>%'",
      ),
    ).toBe(0);
    expect(count("SELECT count(*) n FROM products WHERE lower(description) LIKE '%lorem%'")).toBe(0);
  });

  it('gives distinct best-selling ranks 1..N and 2026 dates', () => {
    const ranks = db.all<{ best_selling_rank: number }>('SELECT best_selling_rank FROM products ORDER BY 1');
    expect(ranks.map((r) => r.best_selling_rank)).toEqual(ranks.map((_, i) => i + 1));
    const dates = db.all<Record<string, string>>('SELECT created_at, updated_at, published_at FROM products');
    for (const row of dates)
      for (const date of Object.values(row)) expect(date).toMatch(/^2026-\d\d-\d\dT\d\d:00:00Z$/);
  });

  it('gives every product 2 to 4 images, two products a video, and fashion variants their colour image', () => {
    const images = db.all<{ handle: string; n: number }>(
      "SELECT p.handle, count(m.id) n FROM products p LEFT JOIN media m ON m.product_id = p.id AND m.media_type = 'IMAGE' GROUP BY p.id",
    );
    for (const row of images) expect(row.n, row.handle).toBeGreaterThanOrEqual(2);
    for (const row of images) expect(row.n, row.handle).toBeLessThanOrEqual(4);
    expect(
      count(
        "SELECT count(*) n FROM media WHERE media_type = 'IMAGE' AND (path NOT LIKE '/cdn/products/%.jpg' OR width != 1600 OR height != 2000 OR alt = '')",
      ),
    ).toBe(0);
    expect(
      count("SELECT count(*) n FROM media WHERE media_type = 'VIDEO' AND poster_path LIKE '/cdn/%.jpg'"),
    ).toBeGreaterThanOrEqual(2);
    const variantImages = db.all<{
      selected_options: string;
      alt: string;
      media_product: number;
      product_id: number;
    }>(
      `SELECT v.selected_options, m.alt, m.product_id media_product, v.product_id FROM variants v
       JOIN products p ON p.id = v.product_id LEFT JOIN media m ON m.id = v.image_media_id WHERE p.content_type = 'fashion'`,
    );
    for (const v of variantImages) {
      const color = JSON.parse(v.selected_options).find((o: { name: string }) => o.name === 'Color').value;
      expect(v.media_product).toBe(v.product_id);
      expect(v.alt).toContain(` in ${color}`);
    }
  });

  it('sets the custom metafields', () => {
    const products = count('SELECT count(*) n FROM products');
    const withKey = (key: string) =>
      count("SELECT count(*) n FROM metafields WHERE owner_type = 'Product' AND key = ?", [key]);
    expect(withKey('subtitle')).toBe(products);
    expect(withKey('accordions')).toBe(products);
    const fashionCount = count("SELECT count(*) n FROM products WHERE content_type = 'fashion'");
    for (const key of ['color_name', 'color_hex', 'color_has_border', 'size_information'])
      expect(withKey(key), key).toBe(fashionCount);
    expect(withKey('associated_products')).toBeGreaterThanOrEqual(5);
    expect(withKey('product_promo')).toBeGreaterThanOrEqual(2);
    expect(withKey('private_sales_discount')).toBeGreaterThanOrEqual(1);
    expect(count("SELECT count(*) n FROM metafields WHERE key = 'coming_soon' AND value = 'true'")).toBe(1);
    for (const { value } of db.all<{ value: string }>(
      "SELECT value FROM metafields WHERE key = 'accordions'",
    )) {
      const accordions = JSON.parse(value);
      expect(accordions.length).toBeGreaterThan(0);
      for (const a of accordions)
        expect(a).toEqual({ title: expect.any(String), content: expect.any(String) });
    }
    const references = db.all<{ value: string }>(
      "SELECT value FROM metafields WHERE key = 'associated_products'",
    );
    const ids = new Set(
      db.all<{ id: number }>('SELECT id FROM products').map((p) => `gid://shopify/Product/${p.id}`),
    );
    for (const { value } of references) for (const gid of JSON.parse(value)) expect(ids).toContain(gid);
  });
});

describe('seed: collections', () => {
  const members = (handle: string) =>
    db
      .all<{ product_id: number }>(
        'SELECT cp.product_id FROM collection_products cp JOIN collections c ON c.id = cp.collection_id WHERE c.handle = ? ORDER BY cp.position',
        [handle],
      )
      .map((r) => r.product_id);

  it('fills each root with every product of its kind, each category with a part of it', () => {
    for (const [root, categories] of Object.entries(roots)) {
      const all = db
        .all<{ id: number }>("SELECT id FROM products WHERE content_type = ? AND kind != 'gwp' ORDER BY id", [
          root,
        ])
        .map((p) => p.id);
      const listed = members(root);
      expect(listed).toEqual(expect.arrayContaining(all));
      expect(new Set(listed).size).toBe(listed.length);
      expect(categories.length).toBeGreaterThanOrEqual(4);
      for (const category of categories) {
        expect(members(category).length, category).toBeGreaterThan(0);
        for (const id of members(category)) expect(listed).toContain(id);
      }
      // Every product of the root's kind is in one of its categories.
      const categorised = new Set(categories.flatMap(members));
      for (const id of all) expect(categorised).toContain(id);
    }
    const sets = db
      .all<{ id: number }>("SELECT id FROM products WHERE content_type = 'set' ORDER BY id")
      .map((p) => p.id);
    expect(members('sets').sort((a, b) => a - b)).toEqual(sets);
  });

  it('numbers positions 1..n and gives every collection an image and SEO', () => {
    for (const { handle } of db.all<{ handle: string }>('SELECT handle FROM collections')) {
      const positions = db.all<{ position: number }>(
        'SELECT position FROM collection_products cp JOIN collections c ON c.id = cp.collection_id WHERE c.handle = ? ORDER BY position',
        [handle],
      );
      expect(positions.map((p) => p.position)).toEqual(positions.map((_, i) => i + 1));
    }
    expect(
      count(
        "SELECT count(*) n FROM collections WHERE image_path IS NULL OR seo_title IS NULL OR description = ''",
      ),
    ).toBe(0);
  });
});

describe('seed: customers, orders, gift cards', () => {
  it('has the demo customer with her password, two addresses (Paris by default) and three orders', () => {
    const demo = db.get<{
      id: number;
      password_hash: string;
      first_name: string;
      last_name: string;
      city: string;
    }>(
      `SELECT c.id, c.password_hash, c.first_name, c.last_name, a.city FROM customers c
       JOIN customer_addresses a ON a.id = c.default_address_id WHERE c.email = 'DEMO@maison.example'`,
    )!;
    expect(demo).toMatchObject({ first_name: 'Camille', last_name: 'Laurent', city: 'Paris' });
    expect(verifyPassword('maison-demo-2026', demo.password_hash)).toBe(true);
    expect(verifyPassword('maison-demo-2025', demo.password_hash)).toBe(false);
    const cities = db.all<{ city: string }>(
      'SELECT city FROM customer_addresses WHERE customer_id = ? ORDER BY id',
      [demo.id],
    );
    expect(cities.map((a) => a.city)).toEqual(['Paris', 'Lyon']);
    const orders = db.all<{ financial_status: string; fulfillment_status: string }>(
      'SELECT financial_status, fulfillment_status FROM orders WHERE customer_id = ?',
      [demo.id],
    );
    expect(orders).toHaveLength(3);
    expect(new Set(orders.map((o) => `${o.financial_status}/${o.fulfillment_status}`)).size).toBe(3);
    expect(count('SELECT count(*) n FROM customers')).toBeGreaterThanOrEqual(3);
  });

  it('keeps order totals consistent with their lines', () => {
    const orders = db.all<{
      id: number;
      subtotal: number;
      total_shipping: number;
      total: number;
      currency: string;
    }>('SELECT * FROM orders');
    for (const order of orders) {
      const lines = db.all<{ quantity: number; unit_price: number; amount: number }>(
        `SELECT l.quantity, l.unit_price, vp.amount FROM order_lines l
         JOIN variant_prices vp ON vp.variant_id = l.variant_id AND vp.currency = ? WHERE l.order_id = ?`,
        [order.currency, order.id],
      );
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line.unit_price).toBe(line.amount);
      expect(order.subtotal).toBe(lines.reduce((sum, l) => sum + l.quantity * l.unit_price, 0));
      expect(order.total).toBe(order.subtotal + order.total_shipping);
    }
  });

  it('has the demo gift card, an expired and a disabled one, and the discount codes', () => {
    expect(
      db.get("SELECT currency, balance, enabled FROM gift_cards WHERE code = 'GIFT-2026-DEMO-0001'"),
    ).toEqual({
      currency: 'EUR',
      balance: 15000,
      enabled: 1,
    });
    expect(count("SELECT count(*) n FROM gift_cards WHERE expires_on < '2026-01-01'")).toBe(1);
    expect(count('SELECT count(*) n FROM gift_cards WHERE enabled = 0')).toBe(1);
    expect(db.get("SELECT percentage, active FROM discount_codes WHERE code = 'WELCOME10'")).toEqual({
      percentage: 10,
      active: 1,
    });
    expect(count('SELECT count(*) n FROM discount_codes WHERE active = 0')).toBeGreaterThanOrEqual(1);
  });
});

describe('seed: determinism and images', () => {
  it('produces identical tables on every fresh database', async () => {
    const other = await Db.open(null, seed);
    const tables = db
      .all<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .map((t) => t.name);
    for (const table of tables) {
      expect(other.all(`SELECT * FROM ${table} ORDER BY 1, 2`), table).toEqual(
        db.all(`SELECT * FROM ${table} ORDER BY 1, 2`),
      );
    }
    other.close();
  });

  it('lists every stored image path for the CDN to pre-generate', () => {
    const listed = new Set(seededImagePaths());
    const stored = db.all<{ path: string }>(
      `SELECT path FROM media WHERE media_type = 'IMAGE' UNION SELECT poster_path FROM media WHERE poster_path IS NOT NULL
       UNION SELECT image_path FROM collections UNION SELECT value FROM metafields WHERE type = 'url'`,
    );
    for (const { path } of stored) expect(listed, path).toContain(path);
  });
});
