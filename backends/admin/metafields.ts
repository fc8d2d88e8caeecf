import type { BackendContext } from '../http';
import type { MetafieldRow } from '../storefront/catalog/rows';
import { gid, parseNumericGid } from '../storefront/ids';
import { metafieldParent } from './customers';
import { isKnownType, isValidValue } from './metafield-values';

interface MetafieldsSetInput {
  ownerId: string;
  namespace?: string | null;
  key: string;
  type?: string | null;
  value: string;
}

interface MetafieldsSetUserError {
  code: 'BLANK' | 'INVALID' | 'INVALID_TYPE' | 'INVALID_VALUE' | 'TOO_LONG';
  elementIndex: number;
  field: string[];
  message: string;
}

const ownerTypes = ['Customer', 'Product', 'ProductVariant', 'Collection'] as const;
const ownerTables: Record<(typeof ownerTypes)[number], string> = {
  Customer: 'customers',
  Product: 'products',
  ProductVariant: 'variants',
  Collection: 'collections',
};
/** Shopify caps metafieldsSet at 25 metafields per call. */
const maxPerCall = 25;

function ownerOf(ctx: BackendContext, ownerId: string) {
  for (const type of ownerTypes) {
    const id = parseNumericGid(ownerId, type);
    if (id !== null && ctx.db.get(`SELECT id FROM ${ownerTables[type]} WHERE id = ?`, [id]))
      return { type, id };
  }
  return null;
}

/** Checks one input; returns the row values to write, or the errors. */
function plan(ctx: BackendContext, input: MetafieldsSetInput, index: number) {
  const error = (
    code: MetafieldsSetUserError['code'],
    field: string,
    message: string,
  ): MetafieldsSetUserError => ({
    code,
    elementIndex: index,
    field: ['metafields', String(index), field],
    message,
  });
  const owner = ownerOf(ctx, input.ownerId);
  if (!owner) return { errors: [error('INVALID', 'ownerId', 'Owner does not exist.')] };
  const namespace = input.namespace ?? '';
  const errors: MetafieldsSetUserError[] = [];
  if (namespace.length < 3)
    errors.push(error('BLANK', 'namespace', 'Namespace is too short (minimum is 3 characters).'));
  if (input.key.length < 2) errors.push(error('BLANK', 'key', 'Key is too short (minimum is 2 characters).'));
  if (input.key.length > 64)
    errors.push(error('TOO_LONG', 'key', 'Key is too long (maximum is 64 characters).'));
  const existing = ctx.db.get<MetafieldRow>(
    'SELECT * FROM metafields WHERE owner_type = ? AND owner_id = ? AND namespace = ? AND key = ?',
    [owner.type, owner.id, namespace, input.key],
  );
  const type = input.type ?? existing?.type;
  if (!type) errors.push(error('BLANK', 'type', "Type can't be blank."));
  else if (!isKnownType(type))
    errors.push(error('INVALID_TYPE', 'type', `Type '${type}' is not a valid type.`));
  else if (!isValidValue(type, input.value)) {
    errors.push(error('INVALID_VALUE', 'value', `Value is invalid for type ${type}.`));
  }
  return {
    errors,
    write: {
      owner_type: owner.type,
      owner_id: owner.id,
      namespace,
      key: input.key,
      type,
      value: input.value,
    },
  };
}

/** All or nothing, as Shopify's metafieldsSet: one invalid entry means none is written. */
const metafieldsSet = (_root: unknown, args: { metafields: MetafieldsSetInput[] }, ctx: BackendContext) => {
  if (args.metafields.length > maxPerCall) {
    return {
      metafields: null,
      userErrors: [
        {
          code: 'INVALID',
          elementIndex: null,
          field: ['metafields'],
          message: `Exceeded the maximum metafields input limit of ${maxPerCall}.`,
        },
      ],
    };
  }
  const plans = args.metafields.map((input, index) => plan(ctx, input, index));
  const userErrors = plans.flatMap((p) => p.errors);
  if (userErrors.length > 0) return { metafields: null, userErrors };
  const metafields = plans.map(({ write }) => {
    ctx.db.run(
      `INSERT INTO metafields (owner_type, owner_id, namespace, key, type, value)
       VALUES (:owner_type, :owner_id, :namespace, :key, :type, :value)
       ON CONFLICT (owner_type, owner_id, namespace, key) DO UPDATE SET type = excluded.type, value = excluded.value`,
      write!,
    );
    return metafieldParent(
      ctx.db.get<MetafieldRow>(
        'SELECT * FROM metafields WHERE owner_type = ? AND owner_id = ? AND namespace = ? AND key = ?',
        [write!.owner_type, write!.owner_id, write!.namespace, write!.key],
      )!,
    );
  });
  return { metafields, userErrors: [] };
};

const Metafield = {
  id: (row: MetafieldRow) => gid('Metafield', row.id),
  ownerType: (row: MetafieldRow) => row.owner_type.toUpperCase(),
};

export const metafieldResolvers = { Mutation: { metafieldsSet }, Metafield };
