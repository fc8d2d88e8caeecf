import { z } from 'zod';
import { crossOriginEndpoint, HttpError, readJson, sendCrossOriginJson, type Handler } from '../http';
import { eventsPage } from '../events-page';
import { recordEvent, recordedEvents, type StoredEvent } from './store';

/**
 * Shopify's analytics endpoint as a storefront's own domain serves it
 * (POST /.well-known/shopify/monorail/unstable/produce_batch): a text/plain JSON batch of events with
 * metadata.event_sent_at_ms, answered with one result (status, message) per event. Events are checked
 * one by one: a bad event gets its own 400 result and the good ones are stored. A body that is not a
 * batch at all is a 400 error, never a 500.
 */
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
  const body = await readJson(req);
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
  sendCrossOriginJson(res, 200, { result });
}

export const analyticsBatchHandler = crossOriginEndpoint(['POST'], produceBatch);

/** GET /__analytics: the analytics events received; /__analytics.json for tests. */
export const analyticsListHandler = eventsPage({
  title: 'Analytics events',
  intro: "What the shop sent to Shopify's analytics endpoint (only with the visitor's consent).",
  columns: {
    schema: (event: StoredEvent) => event.schemaId,
    event: (event) => event.eventName ?? '',
    payload: (event) => JSON.stringify(event.payload, null, 1),
  },
  read: recordedEvents,
});
