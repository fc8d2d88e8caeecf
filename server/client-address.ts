import { randomBytes } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { clientAddressHeader, clientAddressOf } from '@/lib/request-screen';

/**
 * The client address rate limits count by, derived in the app itself so that it holds on any host
 * (docs/adr/0020). Next.js fills X-Forwarded-For from the socket only when the client sent none, so a
 * client could name any address. Node's request-start diagnostics channel sees the socket before the
 * server does: the address is written there over whatever the client sent, with a per-process proof
 * that the channel wrote it.
 */
const proofHeader = 'x-shop-client-proof';
const store = globalThis as { __shopClientProof?: string };
const proof = (store.__shopClientProof ??= randomBytes(16).toString('hex'));

/**
 * Load balancers in front whose X-Forwarded-For hop is trusted. Vercel's edge writes X-Forwarded-For
 * itself (one hop: the client's address, never the client's own header), so it counts as one there.
 */
type Environment = Record<string, string | undefined>;

function trustedProxies(env: Environment = process.env): number {
  return Number(env.TRUSTED_PROXY_COUNT ?? (env.VERCEL === '1' ? 1 : 0));
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(',') : value;
}

/** Once per process, from instrumentation.ts, before the server answers anything. */
export function deriveClientAddresses(): void {
  const store = globalThis as { __shopClientAddresses?: boolean };
  if (store.__shopClientAddresses) return;
  store.__shopClientAddresses = true;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    request.headers[clientAddressHeader] = clientAddressOf(
      firstValue(request.headers['x-forwarded-for']),
      socket.remoteAddress,
      trustedProxies(),
    );
    request.headers[proofHeader] = proof;
  });
}

/**
 * The address of the client that sent `headers`. Without the channel's proof (a platform that runs no
 * Node server of ours, or a request that came in while the server was starting), X-Forwarded-For as
 * it arrived, past the trusted hops; a header the client wrote is never taken on trust.
 */
export function clientAddressFrom(headers: Headers, env: Environment = process.env): string {
  const derived = headers.get(clientAddressHeader);
  if (derived && headers.get(proofHeader) === proof) return derived;
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops[Math.max(0, hops.length - 1 - trustedProxies(env))] ?? 'unknown';
}
