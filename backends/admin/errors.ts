import { GraphQLError } from 'graphql';

/** A request the Admin API refuses outright (bad id shape, unsupported search). */
export function badRequest(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });
}
