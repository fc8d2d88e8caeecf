import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Db } from '../../../backends/db';
import { contentPaths } from '../../../backends/prismic/paths';
import { seed } from '../../../backends/seed';
import { discountPercent, toDecimalString } from '../../../lib/money';

/**
 * The private page promises "−30 %" on its selection. Its pieces sell at their
 * full price less their private-sales discount (spec §3 metafield), with the full price as compare-at,
 * so the card, the cart and the checkout all charge what the page promises.
 */

let db: Db;
beforeAll(async () => {
  db = await Db.open(null, seed);
});

const promisedPercent = 30;

function selection(lang: string): string[] {
  const document = JSON.parse(
    readFileSync(join(contentPaths.documents, 'private_page', `${lang}.json`), 'utf8'),
  ) as { data: { slices: { slice_type: string; primary: { products?: { product_handle: string }[] } }[] } };
  return document.data.slices.flatMap((slice) =>
    slice.slice_type === 'product_grid' ? (slice.primary.products ?? []).map((p) => p.product_handle) : [],
  );
}

describe('the private sale keeps its promise', () => {
  it('the page names the same six pieces in every language and promises 30 % off', () => {
    for (const lang of ['en-us', 'fr-fr', 'es-es', 'ja-jp']) {
      expect(selection(lang)).toEqual(selection('fr-fr'));
      const text = readFileSync(join(contentPaths.documents, 'private_page', `${lang}.json`), 'utf8');
      expect(text).toMatch(/30\s?[%％]/);
    }
    expect(selection('fr-fr')).toHaveLength(6);
  });

  it('every variant of every piece, in every currency, sells at exactly −30 % of its compare-at price', () => {
    for (const handle of selection('fr-fr')) {
      const prices = db.all<{ currency: string; amount: number; compare_at_amount: number | null }>(
        `SELECT vp.currency, vp.amount, vp.compare_at_amount FROM variant_prices vp
         JOIN variants v ON v.id = vp.variant_id JOIN products p ON p.id = v.product_id WHERE p.handle = ?`,
        [handle],
      );
      expect(prices.length, handle).toBeGreaterThan(0);
      for (const { currency, amount, compare_at_amount } of prices) {
        expect(compare_at_amount, `${handle} ${currency}`).not.toBeNull();
        expect(
          discountPercent(toDecimalString(amount), toDecimalString(compare_at_amount!)),
          `${handle} ${currency}: ${amount} for ${compare_at_amount}`,
        ).toBeCloseTo(promisedPercent, 1);
      }
      const metafield = db.get<{ value: string }>(
        `SELECT m.value FROM metafields m JOIN products p ON p.id = m.owner_id
         WHERE m.owner_type = 'Product' AND p.handle = ? AND m.key = 'private_sales_discount'`,
        [handle],
      );
      expect(metafield?.value, handle).toBe(String(promisedPercent));
    }
  });
});
