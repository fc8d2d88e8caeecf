import { executeSync, getOperationAST, parse, validate, type GraphQLError } from 'graphql';
import { z } from 'zod';
import { HttpError, readJson, sendJson, type Handler } from '../http';
import { buildAdminSchema } from './schema';

const requestSchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

const schema = buildAdminSchema();

/** `POST /admin/api/2025-07/graphql.json`, authenticated by X-Shopify-Access-Token as on Shopify. */
export const adminHandler: Handler = async (req, res, _url, ctx) => {
  if (req.method !== 'POST') throw new HttpError(405, 'Use POST');
  if (req.headers['x-shopify-access-token'] !== ctx.config.LOCAL_ADMIN_TOKEN) {
    sendJson(res, 401, {
      errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
    });
    return;
  }
  const body = requestSchema.safeParse(await readJson(req));
  if (!body.success) throw new HttpError(400, 'Body must be {query, variables?, operationName?}');
  if (await ctx.knobs.interfere(res, 'graphql')) return;

  let document;
  try {
    document = parse(body.data.query);
  } catch (error) {
    sendJson(res, 200, { errors: [formatError(error as GraphQLError)] });
    return;
  }
  const errors = validate(schema, document);
  if (errors.length > 0) {
    sendJson(res, 200, { errors: errors.map(formatError) });
    return;
  }
  const operationName = body.data.operationName ?? undefined;
  const run = () =>
    executeSync({
      schema,
      document,
      variableValues: body.data.variables ?? {},
      operationName,
      contextValue: ctx,
    });
  // A mutation runs in one transaction: a thrown error leaves nothing half written.
  const result =
    getOperationAST(document, operationName)?.operation === 'mutation' ? ctx.db.transaction(run) : run();
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
    extensions: { code: (error.extensions?.code as string | undefined) ?? 'BAD_REQUEST' },
  };
}
