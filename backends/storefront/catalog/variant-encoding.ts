import type { Db } from '../../db';
import { optionRowsOfProduct, selectedOptionsOf, type StoredOptionValue } from './options';
import type { ProductVariantParent } from './variants';

/** Option value positions, one per option, outermost option first. */
type Combination = number[];
type Trie = Map<number, Trie>;

/**
 * `Product.encodedVariantExistence` / `encodedVariantAvailability`: the option value combinations of
 * `variants`, in Shopify's documented v1 encoding (a trie: `:` descends to the next option, `,` closes a
 * prefix, ` ` separates values of the last option and `-` spans a run of them), which Hydrogen's
 * `decodeEncodedVariant` reads.
 */
export function encodedVariants(db: Db, productId: number, variants: ProductVariantParent[]): string {
  const options = optionRowsOfProduct(db, productId).map((row) => ({
    name: row.name,
    values: (JSON.parse(row.option_values) as StoredOptionValue[]).map((value) => value.name),
  }));
  const trie: Trie = new Map();
  for (const variant of variants) {
    const selected = selectedOptionsOf(variant);
    const combination = options.map((option) =>
      option.values.indexOf(selected.find((o) => o.name === option.name)?.value ?? ''),
    );
    if (combination.every((position) => position >= 0)) insert(trie, combination);
  }
  return `v1_${encodeLevel(trie)}`;
}

function insert(trie: Trie, combination: Combination): void {
  let level = trie;
  for (const position of combination) {
    if (!level.has(position)) level.set(position, new Map());
    level = level.get(position)!;
  }
}

function encodeLevel(trie: Trie): string {
  const positions = [...trie.keys()].sort((a, b) => a - b);
  if (positions.every((position) => trie.get(position)!.size === 0)) return runsOf(positions);
  return positions.map((position) => `${position}:${encodeLevel(trie.get(position)!)},`).join('');
}

/** `[0, 1, 2, 4]` → `0-2 4`. */
function runsOf(positions: number[]): string {
  const runs: [number, number][] = [];
  for (const position of positions) {
    const last = runs.at(-1);
    if (last && last[1] === position - 1) last[1] = position;
    else runs.push([position, position]);
  }
  return runs.map(([from, to]) => (from === to ? `${from}` : `${from}-${to}`)).join(' ');
}
