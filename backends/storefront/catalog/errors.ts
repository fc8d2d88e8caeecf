import { GraphQLError } from 'graphql';

/** A field the local backend has no data for: a loud error, never a made-up value. */
export function unsupported(what: string): GraphQLError {
  return new GraphQLError(`Field ${what} is not supported by the local backend`, {
    extensions: { code: 'NOT_SUPPORTED' },
  });
}

/** A request Shopify refuses (bad argument, bad id); the message is Shopify's where we know it. */
export function badRequest(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });
}
