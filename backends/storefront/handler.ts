import { executeSync, getOperationAST, parse, validate, type DocumentNode, type GraphQLError } from 'graphql';
import { z } from 'zod';
import { HttpError, readJson, sendJson, type Handler } from '../http';
import { storefrontContext } from './context';
import { buildStorefrontSchema } from './schema';

const requestSchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

const schema = buildStorefrontSchema();
const parsed = new Map<string, DocumentNode>();

/** `POST /api/2025-07/graphql.json`: the Storefront API over the local database. */
export const storefrontHandler: Handler = async (req, res, _url, ctx) => {
  if (req.method !== 'POST') throw new HttpError(405, 'Use POST');
  if (req.headers['x-shopify-storefront-access-token'] !== ctx.config.LOCAL_STOREFRONT_TOKEN) {
    sendJson(res, 401, { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHORIZED' } }] });
    return;
  }
  const body = requestSchema.safeParse(await readJson(req));
  if (!body.success) throw new HttpError(400, 'Body must be {query, variables?, operationName?}');
  if (await ctx.knobs.interfere(res, 'graphql')) return;

  const { query, operationName } = body.data;
  const variables = body.data.variables ?? {};
  let document = parsed.get(query);
  if (!document) {
    try {
      document = parse(query);
    } catch (error) {
      sendJson(res, 200, { errors: [formatError(error as GraphQLError)] });
      return;
    }
    const errors = validate(schema, document);
    if (errors.length > 0) {
      sendJson(res, 200, { errors: errors.map(formatError) });
      return;
    }
    if (parsed.size > 500) parsed.clear();
    parsed.set(query, document);
  }
  const operation = getOperationAST(document, operationName ?? undefined) ?? undefined;
  const contextValue = storefrontContext(ctx, operation, variables);
  const run = () =>
    executeSync({ schema, document: document!, variableValues: variables, operationName, contextValue });
  // Resolvers are synchronous (sql.js is); a mutation runs in one transaction so a failure never
  // leaves half a change behind.
  const result = operation?.operation === 'mutation' ? ctx.db.transaction(run) : run();
  sendJson(res, 200, {
    ...(result.data !== undefined ? { data: result.data } : {}),
    ...(result.errors ? { errors: result.errors.map(formatError) } : {}),
  });
};

function formatError(error: GraphQLError) {
  return {
    message: error.message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
    extensions: {
      code: (error.extensions?.code as string | undefined) ?? 'BAD_REQUEST',
      ...error.extensions,
    },
  };
}
