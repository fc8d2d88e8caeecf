import type { Db } from '../db';

/**
 * The analytics events the local backends received, as Shopify's analytics endpoint would have
 * recorded them: kept in SQLite for people at GET /__analytics and for tests at /__analytics.json.
 */
export interface StoredEvent {
  id: number;
  schemaId: string;
  eventName: string | null;
  payload: Record<string, unknown>;
  createdAtMs: number;
  sentAtMs: number;
  receivedAt: string;
}

interface EventRow {
  id: number;
  schema_id: string;
  event_name: string | null;
  payload: string;
  created_at_ms: number;
  sent_at_ms: number;
  received_at: string;
}

/** A database saved before analytics existed gets its table on first use. */
function ensureTable(db: Db) {
  db.run(`CREATE TABLE IF NOT EXISTS analytics_events (
    id INTEGER PRIMARY KEY, schema_id TEXT NOT NULL, event_name TEXT, payload TEXT NOT NULL,
    created_at_ms INTEGER NOT NULL, sent_at_ms INTEGER NOT NULL, received_at TEXT NOT NULL)`);
}

export function recordEvent(
  db: Db,
  event: { schemaId: string; payload: Record<string, unknown>; createdAtMs: number; sentAtMs: number },
): void {
  ensureTable(db);
  const name = event.payload.event_name;
  db.run(
    `INSERT INTO analytics_events (schema_id, event_name, payload, created_at_ms, sent_at_ms, received_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [
      event.schemaId,
      typeof name === 'string' ? name : null,
      JSON.stringify(event.payload),
      event.createdAtMs,
      event.sentAtMs,
      new Date().toISOString(),
    ],
  );
}

/** Newest first, at most `limit`. */
export function recordedEvents(db: Db, limit = 500): StoredEvent[] {
  ensureTable(db);
  return db.all<EventRow>('SELECT * FROM analytics_events ORDER BY id DESC LIMIT ?', [limit]).map((row) => ({
    id: row.id,
    schemaId: row.schema_id,
    eventName: row.event_name,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    createdAtMs: row.created_at_ms,
    sentAtMs: row.sent_at_ms,
    receivedAt: row.received_at,
  }));
}
