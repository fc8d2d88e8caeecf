import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import compression from 'compression';
import { enteringNext } from '../server/observability/front-probe';
import { CompressedAnswers, compressOnce } from './compressed-answers';

/**
 * Next's answers are compressed here: brotli where taken, whose 4 MB window finds the RSC payload's
 * repeat of the HTML that gzip's 32 KB cannot (docs/adr/0018); quality 5 costs about what gzip did.
 * After recordAnswer, so the front cache keeps the answer as sent. Every write is flushed, as Next's
 * `res.flush()` misses this wrapper: a streamed page (docs/adr/0019) must reach the browser as written.
 */
const compress = compression({
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 }, flush: constants.BROTLI_OPERATION_FLUSH },
  flush: constants.Z_SYNC_FLUSH,
});
const noop = () => undefined;
/** Sized for the demo catalogue's sitemap in brotli: SHOP_COMPRESSED_ANSWERS_BYTES (0 turns it off). */
const compressedAnswersBytes = Number(process.env.SHOP_COMPRESSED_ANSWERS_BYTES ?? 24 * 1024 * 1024);
const compressedAnswers = compressedAnswersBytes > 0 ? new CompressedAnswers(compressedAnswersBytes) : null;

/** What the kept compressed answers hold, for the metrics. */
export const compressedAnswersHeld = () => compressedAnswers?.bytes ?? 0;

/**
 * A request on its way into Next (front/serve.ts hands it over next): its answer to be compressed
 * here, its span opened.
 */
export function readyForNext(request: IncomingMessage, response: ServerResponse) {
  // The middleware negotiates from the encodings the client accepts; Next, which gzips its answers
  // for hosts with nothing in front (next.config.ts), is asked for them uncompressed, so the work is
  // done once and in brotli.
  const accepted = {
    method: request.method,
    headers: { 'accept-encoding': request.headers['accept-encoding'] },
  };
  request.headers['accept-encoding'] = 'identity';
  // The request's span, which the observing left until now (server/observability/front-probe.ts).
  enteringNext(request);
  // The middleware listens for the response's close (it frees its zlib stream when the client leaves
  // mid-answer): each layer raises the listener limit by its own, so Next's own never trip it.
  response.setMaxListeners(response.getMaxListeners() + 1);
  const acceptEncoding = accepted.headers['accept-encoding'];
  const compressAnswer = () => compress(accepted as never, response as never, noop);
  // A page read again is the same bytes: its compressed body is made once (front/compressed-answers.ts).
  if (compressedAnswers && request.method === 'GET')
    compressOnce(response, acceptEncoding, compressedAnswers, compressAnswer);
  else compressAnswer();
}
