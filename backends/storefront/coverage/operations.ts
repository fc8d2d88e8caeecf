import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

/** One request that exercises one root field with the smallest arguments its types accept. */
export interface MinimalOperation {
  /** `QueryRoot.product`, `Mutation.cartCreate`. */
  coordinate: string;
  /** The root field's name, the key of its answer under `data`. */
  field: string;
  query: string;
  variables: Record<string, unknown>;
}

/** Values Shopify's custom scalars accept, so a minimal operation passes validation and parsing. */
const scalarSamples: Record<string, unknown> = {
  String: 'x',
  ID: 'gid://shopify/Unknown/1',
  Int: 1,
  Float: 1,
  Boolean: false,
  URL: 'https://example.com/',
  DateTime: '2025-01-01T00:00:00Z',
  Decimal: '1.0',
  Money: '1.0',
  JSON: '{}',
  HTML: '<p>x</p>',
  Color: '#000000',
  UnsignedInt64: '1',
  ISO8601DateTime: '2025-01-01T00:00:00Z',
};

/** The smallest value `type` accepts: required input fields only, one-element lists. */
function sampleValue(type: GraphQLInputType): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [sampleValue(inner.ofType)];
  if (isEnumType(inner)) return inner.getValues()[0]!.value;
  if (isInputObjectType(inner)) {
    const fields = Object.values(inner.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(fields.map((field) => [field.name, sampleValue(field.type)]));
  }
  if (!(inner.name in scalarSamples)) throw new Error(`No sample for scalar ${inner.name}`);
  return scalarSamples[inner.name];
}

/** Every scalar field of the returned type that needs no argument, or `__typename` alone. */
function selectionOf(field: GraphQLField<unknown, unknown>): string {
  const type = getNamedType(field.type);
  if (isLeafType(type)) return '';
  if (!isObjectType(type)) return '{ __typename }';
  const leaves = Object.values(type.getFields())
    .filter((child) => isLeafType(getNamedType(child.type)))
    .filter((child) => child.args.every((arg) => !isNonNullType(arg.type)))
    .map((child) => child.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

function operationOf(
  kind: 'query' | 'mutation',
  typeName: string,
  field: GraphQLField<unknown, unknown>,
): MinimalOperation {
  const required = field.args.filter((arg: GraphQLArgument) => isNonNullType(arg.type));
  const signature = required.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  // A connection needs `first` or `last` (Shopify refuses neither): ask for one item.
  const paged = field.args.some((arg) => arg.name === 'first' && !isNonNullType(arg.type))
    ? ['first: 1']
    : [];
  const args = [...required.map((arg) => `${arg.name}: $${arg.name}`), ...paged].join(', ');
  return {
    coordinate: `${typeName}.${field.name}`,
    field: field.name,
    query: `${kind}${signature ? ` (${signature})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selectionOf(field)} }`,
    variables: Object.fromEntries(required.map((arg) => [arg.name, sampleValue(arg.type)])),
  };
}

/** One minimal operation per root query field and per mutation of `schema`. */
export function minimalOperations(schema: GraphQLSchema): MinimalOperation[] {
  const query = schema.getQueryType()!;
  const mutation = schema.getMutationType()!;
  return [
    ...Object.values(query.getFields()).map((field) => operationOf('query', query.name, field)),
    ...Object.values(mutation.getFields()).map((field) => operationOf('mutation', mutation.name, field)),
  ];
}

export interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * What the backends made of a minimal operation: `data`; `unsupported` (a GraphQL error saying the
 * local data cannot answer); `refused` (another GraphQL error, e.g. Shopify's own for made-up
 * arguments); `null` (a bare null, no error); or `invalid` (the operation failed validation: no
 * `data` key at all).
 */
export function rootAnswerOf(
  operation: MinimalOperation,
  answer: GraphqlAnswer,
): 'data' | 'unsupported' | 'refused' | 'null' | 'invalid' {
  const refused = (answer.errors?.length ?? 0) > 0;
  if (answer.data === undefined) return refused ? 'invalid' : 'null';
  if (answer.errors?.some((error) => error.extensions?.code === 'NOT_SUPPORTED')) return 'unsupported';
  if (refused) return 'refused';
  return answer.data?.[operation.field] == null ? 'null' : 'data';
}
