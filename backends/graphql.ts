import type { IncomingMessage } from 'node:http';
import {
  executeSync,
  getOperationAST,
  parse,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { z } from 'zod';
import { HttpError, readJsonRequest, sendJson, type BackendContext, type Handler } from './http';

/**
 * The HTTP side of a GraphQL API, shared by the Storefront and Admin emulations: POST only, the API's
 * own token check, a `{query, variables?, operationName?}` body, the test knobs, parse and validate
 * (a parsed document is kept for the next identical query), then one synchronous execution, a
 * mutation in one database transaction. Each API brings its schema, its auth and its context.
 */
export interface GraphqlApi<TContext> {
  schema: GraphQLSchema;
  /** Null when the request may go on, else the 401 body the real API sends. */
  unauthorized(req: IncomingMessage, ctx: BackendContext): unknown;
  /** The resolvers' context for one operation. */
  context(
    ctx: BackendContext,
    operation: OperationDefinitionNode | undefined,
    variables: Variables,
  ): TContext;
}

type Variables = Record<string, unknown>;

const requestSchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

const maxCachedDocuments = 500;

export function graphqlHandler<TContext>(api: GraphqlApi<TContext>): Handler {
  const parsed = new Map<string, DocumentNode>();

  /** The validated document, or the errors to answer with (HTTP 200, as Shopify does). */
  function documentOf(query: string): DocumentNode | GraphQLError[] {
    const cached = parsed.get(query);
    if (cached) return cached;
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (error) {
      return [error as GraphQLError];
    }
    const errors = validate(api.schema, document);
    if (errors.length > 0) return [...errors];
    if (parsed.size >= maxCachedDocuments) parsed.clear();
    parsed.set(query, document);
    return document;
  }

  return async (req, res, _url, ctx) => {
    if (req.method !== 'POST') throw new HttpError(405, 'Use POST');
    const refusal = api.unauthorized(req, ctx);
    if (refusal !== null) return sendJson(res, 401, refusal);
    const body = requestSchema.safeParse(await readJsonRequest(req));
    if (!body.success) throw new HttpError(400, 'Body must be {query, variables?, operationName?}');
    if (await ctx.knobs.interfere(res, 'graphql')) return;

    const document = documentOf(body.data.query);
    if (Array.isArray(document)) return sendJson(res, 200, { errors: document.map(formatError) });
    const variables = body.data.variables ?? {};
    const operationName = body.data.operationName ?? undefined;
    const operation = getOperationAST(document, operationName) ?? undefined;
    const contextValue = api.context(ctx, operation, variables);
    const run = () =>
      executeSync({ schema: api.schema, document, variableValues: variables, operationName, contextValue });
    // Resolvers are synchronous (node:sqlite's DatabaseSync is); a mutation runs in one transaction so
    // a failure never leaves half a change behind, and its answer leaves once the commit is on disk.
    const result = operation?.operation === 'mutation' ? ctx.db.transaction(run) : run();
    sendJson(res, 200, {
      ...(result.data !== undefined ? { data: result.data } : {}),
      ...(result.errors ? { errors: result.errors.map(formatError) } : {}),
    });
  };
}

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
