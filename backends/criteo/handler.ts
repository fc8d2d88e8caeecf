import { z } from 'zod';
import type { Db } from '../db';
import {
  crossOriginEndpoint,
  HttpError,
  readJson,
  scriptFile,
  sendCrossOriginJson,
  type Handler,
} from '../http';
import { eventsPage } from '../events-page';

/**
 * Criteo's OneTag, the retail-marketing tag, as the local backends play it (docs/adr/0022): its script
 * (GET /criteo/js/ld/ld.js?a=account), the events it sends (POST /criteo/events), kept in SQLite and
 * listed for people at GET /__retail-events and for tests at /__retail-events.json.
 */

const item = z.object({
  id: z.string().min(1).max(200),
  price: z.number().nonnegative(),
  quantity: z.number().int().positive(),
});
const retailEvent = z.discriminatedUnion('event', [
  z.object({ event: z.literal('viewItem'), item: z.string().min(1).max(200) }),
  z.object({
    event: z.enum(['addToCart', 'beginCheckout']),
    currency: z.string().regex(/^[A-Z]{3}$/),
    item: z.array(item).min(1).max(100),
  }),
]);
const sent = z.object({
  account: z.string().regex(/^\d{2,10}$/),
  siteType: z.enum(['m', 't', 'd']),
  page: z.url().max(2048),
});

interface RetailEvent {
  id: number;
  event: string;
  account: string;
  siteType: string;
  page: string;
  payload: unknown;
  receivedAt: string;
}

function ensureTable(db: Db) {
  db.run(`CREATE TABLE IF NOT EXISTS retail_events (
    id INTEGER PRIMARY KEY, event TEXT NOT NULL, account TEXT NOT NULL, site_type TEXT NOT NULL,
    page TEXT NOT NULL, payload TEXT NOT NULL, received_at TEXT NOT NULL)`);
}

function retailEvents(db: Db): RetailEvent[] {
  ensureTable(db);
  return db
    .all<{
      id: number;
      event: string;
      account: string;
      site_type: string;
      page: string;
      payload: string;
      received_at: string;
    }>('SELECT * FROM retail_events ORDER BY id DESC LIMIT 500')
    .map((row) => ({
      id: row.id,
      event: row.event,
      account: row.account,
      siteType: row.site_type,
      page: row.page,
      payload: JSON.parse(row.payload) as unknown,
      receivedAt: row.received_at,
    }));
}

export const retailTagScriptHandler = scriptFile(import.meta.url, 'ld.js');

async function recordRetailEvent(...[req, res, , ctx]: Parameters<Handler>) {
  const body = await readJson(req);
  const envelope = sent.safeParse(body);
  const event = retailEvent.safeParse(body);
  if (!envelope.success || !event.success) {
    const issue = (envelope.error ?? event.error)!.issues[0]!;
    throw new HttpError(400, `${issue.path.join('.')}: ${issue.message}`);
  }
  ensureTable(ctx.db);
  ctx.db.run(
    'INSERT INTO retail_events (event, account, site_type, page, payload, received_at) VALUES (?, ?, ?, ?, ?, ?)',
    [
      event.data.event,
      envelope.data.account,
      envelope.data.siteType,
      envelope.data.page,
      JSON.stringify(event.data),
      new Date().toISOString(),
    ],
  );
  sendCrossOriginJson(res, 200, { ok: true });
}

export const retailEventsHandler = crossOriginEndpoint(['POST'], recordRetailEvent);

/** GET /__retail-events: what the retail-marketing tag sent; /__retail-events.json for tests. */
export const retailEventsListHandler = eventsPage({
  title: 'Retail-marketing events',
  intro: "What the shop sent to Criteo's OneTag (only with the visitor's consent).",
  columns: {
    event: (event: RetailEvent) => event.event,
    'account · site': (event) => `${event.account} · ${event.siteType}`,
    page: (event) => event.page,
    payload: (event) => JSON.stringify(event.payload, null, 1),
  },
  read: retailEvents,
});
