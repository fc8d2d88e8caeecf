import type { Attribute } from './rows';
import { userError, type CartUserError } from './errors';

export interface AttributeInput {
  key: string;
  value: string;
}

/** Blank keys are refused, as Shopify does; field is the path of the attribute list. */
export function attributeErrors(
  attributes: readonly AttributeInput[],
  field: (string | number)[],
): CartUserError[] {
  return attributes.flatMap((attribute, index) =>
    attribute.key.trim() === ''
      ? [userError('INVALID', [...field, index, 'key'], 'Attribute key must not be blank.')]
      : [],
  );
}

/** The last value given for a key wins, keys keep their first position. */
export function dedupeAttributes(attributes: readonly AttributeInput[]): Attribute[] {
  const byKey = new Map<string, string>();
  for (const { key, value } of attributes) byKey.set(key, value);
  return [...byKey].map(([key, value]) => ({ key, value }));
}

/** cartAttributesUpdate semantics: given keys are replaced, others kept. */
export function mergeAttributes(
  current: readonly Attribute[],
  updates: readonly AttributeInput[],
): Attribute[] {
  const merged = new Map(current.map((attribute) => [attribute.key, attribute.value]));
  for (const { key, value } of dedupeAttributes(updates)) merged.set(key, value);
  return [...merged].map(([key, value]) => ({ key, value }));
}

/** Order-insensitive identity of a line's attributes, for merging lines of the same variant. */
export function attributesIdentity(attributes: readonly Attribute[]): string {
  return JSON.stringify([...attributes].sort((a, b) => a.key.localeCompare(b.key)));
}
