/** A failure the way the Prismic Content API reports it: its status and its JSON body. */
export class PrismicApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: { type: string; message: string } & Record<string, unknown>,
  ) {
    super(body.message);
  }
}

/** The client retries with the master ref it reads from this exact message. */
export function refNotFound(masterRef: string): PrismicApiError {
  return new PrismicApiError(404, {
    type: 'api_notfound_error',
    message: `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${masterRef}`,
  });
}

export function invalidParameter(message: string): PrismicApiError {
  return new PrismicApiError(400, { type: 'api_validation_error', message });
}

/** A query (q, orderings, routes) that does not parse, with where it went wrong. */
export function parsingError(message: string, location: string, text: string, column = 1): PrismicApiError {
  const pointer = `${' '.repeat(Math.max(0, column - 1))}^`;
  return new PrismicApiError(400, {
    type: 'parsing-error',
    message: `${message} on line:1 col:${column} in query '${text}'\n${text}\n${pointer}\n`,
    line: 1,
    column,
    location,
  });
}
