import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import next from 'next';
import {
  allowedMethods,
  clientAddressHeader,
  clientAddressOf,
  screenRequest,
  type Screening,
} from '../lib/request-screen';
import { localePath } from '../lib/routes';

/**
 * The shop's HTTP server: Next.js behind a thin front that refuses, with a 4xx of the shop's own, what
 * Next's router would answer with a bare 500 (lib/request-screen.ts), and that sets the client address
 * rate limits count by. `npm start`, the tests and Lighthouse all run the shop through it.
 */
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? 'localhost';
const trustedProxies = Number(process.env.TRUSTED_PROXY_COUNT ?? 0);

const app = next({ dev, hostname, port, dir: process.cwd() });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((request, response) => {
  const screening = screenRequest({
    method: request.method ?? '',
    url: request.url ?? '',
    contentLength: request.headers['content-length'],
  });
  if (screening.verdict !== 'pass') return refuse(screening, request, response);
  request.headers[clientAddressHeader] = clientAddressOf(
    header(request, 'x-forwarded-for'),
    request.socket.remoteAddress,
    trustedProxies,
  );
  void handle(request, response);
});
server.listen(port, hostname, () => console.log(`▲ Shop listening on http://${hostname}:${port}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => void app.close().then(() => process.exit(0))));
}

/** The front's own answers: the one error shape of the API, never cached, never sniffed. */
function answerJson(
  response: ServerResponse,
  status: number,
  error: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...headers,
  });
  response.end(JSON.stringify({ error, code: 'INVALID' }));
}

function refuse(
  screening: Exclude<Screening, { verdict: 'pass' }>,
  request: IncomingMessage,
  response: ServerResponse,
) {
  if (screening.verdict === 'method-not-allowed')
    return answerJson(response, 405, 'method not allowed', { allow: allowedMethods.join(', ') });
  if (screening.verdict === 'too-large')
    return answerJson(response, 413, 'body too large', { connection: 'close' });
  if (screening.api) return answerJson(response, 400, 'path: not a valid address');
  // A path no page can have: the shop's own not-found page, in the language of the path's locale.
  request.url = localePath(screening.locale, '/not-a-page');
  request.method = 'GET';
  void handle(request, response);
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}
