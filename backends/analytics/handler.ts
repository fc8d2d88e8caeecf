import { z } from 'zod';
import { escapeHtml, HttpError, readBody, sendHtml, sendJson, type Handler } from '../http';
import { recordEvent, recordedEvents, type StoredEvent } from './store';

/**
 * Shopify's analytics endpoint as a storefront's own domain serves it
 * (POST /.well-known/shopify/monorail/unstable/produce_batch): a text/plain JSON batch of events with
 * metadata.event_sent_at_ms, answered with one result (status, message) per event. Events are checked
 * one by one: a bad event gets its own 400 result and the good ones are stored. A body that is not a
 * batch at all is a 400 error, never a 500.
 */
const cors = { 'access-control-allow-origin': '*' };
const maxEvents = 100;
const maxStringLength = 2048;
const maxPayloadBytes = 16_384;

const batchSchema = z.object({
  events: z.array(z.unknown()).min(1).max(maxEvents),
  metadata: z.object({ event_sent_at_ms: z.number().int().nonnegative() }),
});

/** Every string anywhere in a payload is capped: a 10 kB field is refused, not stored. */
function longString(value: unknown): boolean {
  if (typeof value === 'string') return value.length > maxStringLength;
  if (Array.isArray(value)) return value.some(longString);
  if (value && typeof value === 'object') return Object.values(value).some(longString);
  return false;
}

const eventSchema = z.object({
  schema_id: z
    .string()
    .max(200)
    .regex(/^[a-z0-9_]+\/\d+(\.\d+)?$/, 'schema_id must look like name/1.0'),
  payload: z
    .record(z.string(), z.unknown())
    .refine((payload) => JSON.stringify(payload).length <= maxPayloadBytes, 'payload is too large')
    .refine(
      (payload) => !longString(payload),
      `a payload field is longer than ${maxStringLength} characters`,
    ),
  metadata: z.object({ event_created_at_ms: z.number().int().nonnegative() }),
});

type Result = { status: number; message: string };

async function produceBatch(...[req, res, , ctx]: Parameters<Handler>) {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'text/plain' && type !== 'application/json')
    throw new HttpError(415, 'The batch is sent as text/plain (or application/json)');
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'Malformed JSON body');
  }
  const batch = batchSchema.safeParse(body);
  if (!batch.success)
    throw new HttpError(
      400,
      `Not an event batch: ${batch.error.issues[0]!.path.join('.')} ${batch.error.issues[0]!.message}`,
    );
  const sentAtMs = batch.data.metadata.event_sent_at_ms;
  const result: Result[] = ctx.db.transaction(() =>
    batch.data.events.map((raw) => {
      const event = eventSchema.safeParse(raw);
      if (!event.success)
        return {
          status: 400,
          message: `${event.error.issues[0]!.path.join('.') || 'event'}: ${event.error.issues[0]!.message}`,
        };
      recordEvent(ctx.db, {
        schemaId: event.data.schema_id,
        payload: event.data.payload,
        createdAtMs: event.data.metadata.event_created_at_ms,
        sentAtMs,
      });
      return { status: 200, message: 'ok' };
    }),
  );
  sendJson(res, 200, { result }, cors);
}

export const analyticsBatchHandler: Handler = async (req, res, url, ctx) => {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      ...cors,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'content-type',
    });
    return void res.end();
  }
  if (req.method !== 'POST')
    return sendJson(res, 405, { error: 'POST only' }, { ...cors, allow: 'POST, OPTIONS' });
  try {
    await produceBatch(req, res, url, ctx);
  } catch (error) {
    if (error instanceof HttpError) return sendJson(res, error.status, { error: error.message }, cors);
    throw error;
  }
};

function eventHtml(event: StoredEvent): string {
  return `<tr><td>${event.id}</td><td><time>${escapeHtml(event.receivedAt)}</time></td><td>${escapeHtml(event.schemaId)}</td>
<td>${escapeHtml(event.eventName ?? '')}</td><td><pre>${escapeHtml(JSON.stringify(event.payload, null, 1))}</pre></td></tr>`;
}

/** GET /__analytics: the analytics events received, newest first; /__analytics.json for tests. */
export const analyticsListHandler: Handler = (req, res, url, ctx) => {
  if (req.method !== 'GET') return sendJson(res, 405, { error: 'GET only' }, { allow: 'GET' });
  const events = recordedEvents(ctx.db);
  if (url.pathname.endsWith('.json')) return sendJson(res, 200, events, { 'cache-control': 'no-store' });
  sendHtml(
    res,
    200,
    `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Analytics (${events.length})</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}
td,th{border-top:1px solid #ccc;padding:.5rem;text-align:left;vertical-align:top}pre{margin:0;max-height:12rem;overflow:auto;font-size:12px}</style></head>
<body>
<h1>Analytics events</h1>
<p>What the shop sent to Shopify's analytics endpoint (only with the visitor's consent), newest first. Nothing leaves this machine.</p>
${
  events.length
    ? `<table><thead><tr><th>#</th><th>received</th><th>schema</th><th>event</th><th>payload</th></tr></thead><tbody>${events.map(eventHtml).join('\n')}</tbody></table>`
    : '<p>No event yet.</p>'
}
</body>
</html>`,
  );
};
