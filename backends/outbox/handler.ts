import { escapeHtml, sendHtml, sendJson, type Handler } from '../http';
import { chatOutboxHtml } from '../zendesk/handler';
import { outbox, type Mail } from './store';

function mailHtml(mail: Mail): string {
  const link = mail.link
    ? `<p><a href="${escapeHtml(mail.link)}" data-kind="${mail.kind}">${escapeHtml(mail.link)}</a></p>`
    : '';
  return `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.kind)} · <time>${escapeHtml(mail.createdAt)}</time></p>
  <pre>${escapeHtml(mail.body)}</pre>
  ${link}
</article>`;
}

/**
 * GET /__outbox: the e-mails the backends would have sent, newest first, then the support-chat
 * conversations with their answer forms (backends/zendesk); /__outbox.json (the e-mails) for tests.
 */
export const outboxHandler: Handler = (req, res, url, ctx) => {
  if (req.method !== 'GET') return sendJson(res, 405, { error: 'GET only' }, { allow: 'GET' });
  const mails = outbox(ctx.db, ctx.config.SHOP_URL);
  if (url.pathname.endsWith('.json')) return sendJson(res, 200, mails, { 'cache-control': 'no-store' });
  sendHtml(
    res,
    200,
    `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Outbox (${mails.length})</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
article{border-top:1px solid #ccc;padding:1rem 0}.meta{color:#555}pre{white-space:pre-wrap;font:inherit}</style></head>
<body>
<h1>Outbox</h1>
<p>E-mails the local backends would have sent, newest first. Nothing leaves this machine.</p>
${mails.length ? mails.map(mailHtml).join('\n') : '<p>No e-mail yet.</p>'}
${chatOutboxHtml(ctx)}
</body>
</html>`,
  );
};
