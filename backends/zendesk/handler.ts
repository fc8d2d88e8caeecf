import { z } from 'zod';
import {
  crossOriginEndpoint,
  escapeHtml,
  HttpError,
  readBody,
  readJson,
  scriptFile,
  sendCrossOriginJson,
  sendJson,
  type Handler,
} from '../http';
import { addChatMessage, conversationMessages, conversations, type ChatMessage } from './store';

/**
 * Zendesk's Web Widget (messaging) as the local backends play it (docs/adr/0022): the snippet the shop
 * loads (GET /zendesk/ekr/snippet.js?key=…, the `zE` API), the conversation calls it makes, and the
 * agent's side in the outbox (GET /__outbox lists the conversations, each with a reply form).
 */
const snippet = scriptFile(import.meta.url, 'snippet.js');

const shopperMessage = z.object({
  key: z.uuid(),
  conversationId: z.uuid().optional(),
  text: z.string().trim().min(1).max(2000),
  page: z.url().max(2048),
  locale: z
    .string()
    .regex(/^[a-z]{2}-[a-z]{2}$/)
    .optional(),
});

const agentReply = z.object({ text: z.string().trim().min(1).max(2000) });
const conversationPath = /^\/zendesk\/conversations\/([0-9a-f-]{36})\/messages$/;

async function postMessage(...[req, res, , ctx]: Parameters<Handler>) {
  const parsed = shopperMessage.safeParse(await readJson(req));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new HttpError(400, `${issue.path.join('.')}: ${issue.message}`);
  }
  const conversationId = parsed.data.conversationId ?? crypto.randomUUID();
  addChatMessage(ctx.db, { ...parsed.data, conversationId, author: 'shopper' });
  sendCrossOriginJson(res, 201, { conversationId });
}

export const zendeskHandler = crossOriginEndpoint(['GET', 'POST'], async (req, res, url, ctx) => {
  if (url.pathname === '/zendesk/ekr/snippet.js' && req.method === 'GET') return snippet(req, res, url, ctx);
  if (url.pathname === '/zendesk/conversations' && req.method === 'POST')
    return postMessage(req, res, url, ctx);
  const conversation = conversationPath.exec(url.pathname)?.[1];
  if (conversation && req.method === 'GET')
    return sendCrossOriginJson(res, 200, conversationMessages(ctx.db, conversation), {
      'cache-control': 'no-store',
    });
  throw new HttpError(404, `No Zendesk call at ${req.method} ${url.pathname}`);
});

/** POST /__outbox/chat/{conversation}/reply (the outbox's form): the agent's answer, shown in the widget. */
export const chatReplyHandler: Handler = async (req, res, url, ctx) => {
  if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST only' }, { allow: 'POST' });
  const conversationId = /^\/__outbox\/chat\/([0-9a-f-]{36})\/reply$/.exec(url.pathname)?.[1];
  if (!conversationId || conversationMessages(ctx.db, conversationId).length === 0)
    throw new HttpError(404, 'No such conversation');
  const reply = agentReply.safeParse(Object.fromEntries(new URLSearchParams(await readBody(req))));
  if (!reply.success) throw new HttpError(400, 'text: an answer is required');
  addChatMessage(ctx.db, { conversationId, author: 'agent', text: reply.data.text });
  res.writeHead(303, { location: `/__outbox#chat-${conversationId}` });
  res.end();
};

function messageHtml(message: ChatMessage): string {
  const where =
    message.author === 'shopper'
      ? ` · ${escapeHtml(message.locale ?? '')} · ${escapeHtml(message.page ?? '')}`
      : '';
  return `<li data-author="${message.author}"><p class="meta">${message.author}${where} · <time>${escapeHtml(message.createdAt)}</time></p><p>${escapeHtml(message.text)}</p></li>`;
}

/** The outbox's support-chat section: every conversation and a form to answer it. */
export function chatOutboxHtml(ctx: Parameters<Handler>[3]): string {
  const all = conversations(ctx.db);
  if (all.length === 0) return '<h2>Support chat</h2><p>No conversation yet.</p>';
  return `<h2>Support chat</h2>${all
    .map((messages) => {
      const id = messages[0]!.conversationId;
      return `<article id="chat-${id}" data-conversation="${id}">
  <h3>Conversation ${id.slice(0, 8)}</h3>
  <ol>${messages.map(messageHtml).join('')}</ol>
  <form method="post" action="/__outbox/chat/${id}/reply">
    <label for="reply-${id}">Answer</label><br>
    <textarea id="reply-${id}" name="text" rows="2" cols="60" required></textarea><br>
    <button type="submit">Send the answer</button>
  </form>
</article>`;
    })
    .join('\n')}`;
}
