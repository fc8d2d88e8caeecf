import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminHandler } from './admin/handler';
import { analyticsBatchHandler, analyticsListHandler } from './analytics/handler';
import { cdnHandler } from './cdn/handler';
import { ensureImages, imagesDir } from './cdn/generate';
import { checkoutHandler } from './checkout/handler';
import { multipassLoginHandler } from './checkout/multipass-login';
import { backendsConfig, type BackendsConfig } from './config';
import { Db } from './db';
import {
  HttpError,
  readJsonRequest,
  sendJson,
  takesCrossOriginCalls,
  type BackendContext,
  type Handler,
} from './http';
import { KnobBox } from './knobs';
import { outboxHandler } from './outbox/handler';
import { startSmtpSink } from './outbox/smtp';
import { prismicHandler } from './prismic/handler';
import { allowedHosts, denyFraming, refuseForeignHost, refuseOtherSites } from './request-guards';
import { prismicWebhooksHandler, startWebhooks } from './prismic/webhooks-handler';
import { seed } from './seed';
import { stockAlertsHandler } from './stock-alerts/handler';
import { storefrontHandler } from './storefront/handler';
import { takesForwardedOrigins } from './storefront/forwarded-origins';
import { writingRoomHandler } from './writing-room/handler';
import { keepEditsUnder } from './writing-room/workspace';
import { chatReplyHandler, zendeskHandler } from './zendesk/handler';
import { retailEventsHandler, retailEventsListHandler, retailTagScriptHandler } from './criteo/handler';

const routes: [RegExp, Handler][] = [
  [/^\/api\/(\d{4}-\d{2}|unstable)\/graphql\.json$/, storefrontHandler],
  [/^\/admin\/api\/2025-07\/graphql\.json$/, adminHandler],
  [/^\/checkout\/[^/]+\/?$/, checkoutHandler],
  [/^\/account\/login\/multipass\/[^/]+\/?$/, multipassLoginHandler],
  [/^\/prismic\/(api\/v2(\/.*)?|previews)$/, prismicHandler],
  [/^\/prismic\/webhooks(\/[^/]+)?$/, prismicWebhooksHandler],
  [/^\/cdn\//, cdnHandler],
  [/^\/stock-alerts\/v1\/subscriptions$/, stockAlertsHandler],
  [/^\/__knobs$/, knobsHandler],
  [/^\/__outbox(\.json)?$/, outboxHandler],
  [/^\/__writing-room(\/.*)?$/, writingRoomHandler],
  [/^\/__outbox\/chat\/[^/]+\/reply$/, chatReplyHandler],
  [/^\/zendesk\//, zendeskHandler],
  [/^\/criteo\/js\/ld\/ld\.js$/, retailTagScriptHandler],
  [/^\/criteo\/events$/, retailEventsHandler],
  [/^\/__retail-events(\.json)?$/, retailEventsListHandler],
  [/^\/\.well-known\/shopify\/monorail\/unstable\/produce_batch$/, analyticsBatchHandler],
  [/^\/__analytics(\.json)?$/, analyticsListHandler],
  [/^\/health$/, (_req, res) => sendJson(res, 200, { ok: true })],
];

async function knobsHandler(...[req, res, , ctx]: Parameters<Handler>) {
  if (req.method === 'POST') {
    try {
      ctx.knobs.update(await readJsonRequest(req));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, 'Knobs are {latencyMs, errorRate, throttleRate}');
    }
  }
  sendJson(res, 200, ctx.knobs.current);
}

export interface RunningBackends {
  server: Server;
  origin: string;
  /** The SMTP sink's address, for the shop's SMTP_URL. */
  smtpUrl: string;
  context: BackendContext;
  close(): Promise<void>;
}

/** Starts every local backend in this process. `fresh` ignores any saved database (tests). */
export async function startBackends(
  overrides: Partial<BackendsConfig> & { fresh?: boolean } = {},
): Promise<RunningBackends> {
  const config = { ...backendsConfig(), ...overrides };
  const dbFile = overrides.fresh ? null : join(config.LOCAL_BACKENDS_DATA_DIR, 'shop.sqlite');
  const images = ensureImages(imagesDir(config.LOCAL_BACKENDS_DATA_DIR));
  const db = Db.open(dbFile, seed);
  // Fresh backends (tests) start from the shipped content, whatever a developer published locally.
  keepEditsUnder(
    overrides.fresh ? mkdtempSync(join(tmpdir(), 'maison-content-')) : config.LOCAL_BACKENDS_DATA_DIR,
  );
  await images;
  const knobs = new KnobBox({
    latencyMs: config.BACKENDS_LATENCY_MS,
    errorRate: config.BACKENDS_ERROR_RATE,
    throttleRate: config.BACKENDS_THROTTLE_RATE,
  });
  const context: BackendContext = { db, config, knobs, origin: '' };

  let hosts = new Set<string>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', context.origin);
    const route = routes.find(([pattern]) => pattern.test(url.pathname));
    try {
      denyFraming(res);
      refuseForeignHost(req, hosts);
      if (!route) throw new HttpError(404, `No backend at ${url.pathname}`);
      // The played vendors' endpoints (analytics, chat, retail tag) are called by shop pages by design;
      // the Storefront API takes what a storefront's own proxy forwards with its shopper's Origin.
      if (!takesCrossOriginCalls(route[1]) && !takesForwardedOrigins(route[1])) refuseOtherSites(req);
      await route[1](req, res, url, context);
    } catch (error) {
      if (res.headersSent) return void res.end();
      if (error instanceof HttpError) return sendJson(res, error.status, { error: error.message });
      console.error('[backends]', error);
      sendJson(res, 500, { error: 'Internal error' });
    }
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) =>
    server.listen(config.LOCAL_BACKENDS_PORT, config.LOCAL_BACKENDS_HOST, resolve),
  );
  const { port } = server.address() as AddressInfo;
  context.origin = `http://${config.LOCAL_BACKENDS_HOST}:${port}`;
  hosts = allowedHosts(port, config.LOCAL_BACKENDS_HOST);
  const smtp = await startSmtpSink(db, knobs, config.LOCAL_BACKENDS_HOST, config.LOCAL_SMTP_PORT);
  const webhooks = startWebhooks(context);

  // Once, whoever asks: a runner that sends SIGTERM then SIGINT stopped the peers' server twice, and the
  // second close of the database threw as the process ended.
  let closed: Promise<void> | undefined;
  return {
    server,
    origin: context.origin,
    smtpUrl: `smtp://${config.LOCAL_BACKENDS_HOST}:${smtp.port}`,
    context,
    close: () =>
      (closed ??= new Promise((resolve) => {
        void smtp.close();
        webhooks.stop();
        server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      })),
  };
}
