import type { Db } from '../db';

/**
 * The support-chat conversations the local backends hold while playing Zendesk's messaging
 * (docs/adr/0022): each shopper message with the page and shop locale it was written from, and the
 * answers written at GET /__outbox.
 */
type ChatAuthor = 'shopper' | 'agent';

export interface ChatMessage {
  id: number;
  conversationId: string;
  author: ChatAuthor;
  text: string;
  page: string | null;
  locale: string | null;
  createdAt: string;
}

interface MessageRow {
  id: number;
  conversation_id: string;
  author: ChatAuthor;
  text: string;
  page: string | null;
  locale: string | null;
  created_at: string;
}

function ensureTable(db: Db) {
  db.run(`CREATE TABLE IF NOT EXISTS chat_messages (
    id INTEGER PRIMARY KEY, conversation_id TEXT NOT NULL, author TEXT NOT NULL, text TEXT NOT NULL,
    page TEXT, locale TEXT, created_at TEXT NOT NULL)`);
}

const message = (row: MessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversation_id,
  author: row.author,
  text: row.text,
  page: row.page,
  locale: row.locale,
  createdAt: row.created_at,
});

export function addChatMessage(
  db: Db,
  entry: { conversationId: string; author: ChatAuthor; text: string; page?: string; locale?: string },
): void {
  ensureTable(db);
  db.run(
    'INSERT INTO chat_messages (conversation_id, author, text, page, locale, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    [
      entry.conversationId,
      entry.author,
      entry.text,
      entry.page ?? null,
      entry.locale ?? null,
      new Date().toISOString(),
    ],
  );
}

/** One conversation's messages, oldest first (the widget's view). */
export function conversationMessages(db: Db, conversationId: string): ChatMessage[] {
  ensureTable(db);
  return db
    .all<MessageRow>('SELECT * FROM chat_messages WHERE conversation_id = ? ORDER BY id', [conversationId])
    .map(message);
}

/** Every conversation, the most recently active first, each oldest message first (the outbox's view). */
export function conversations(db: Db): ChatMessage[][] {
  ensureTable(db);
  const byConversation = new Map<string, ChatMessage[]>();
  for (const row of db.all<MessageRow>('SELECT * FROM chat_messages ORDER BY id DESC LIMIT 500'))
    byConversation.set(row.conversation_id, [
      message(row),
      ...(byConversation.get(row.conversation_id) ?? []),
    ]);
  return [...byConversation.values()];
}
