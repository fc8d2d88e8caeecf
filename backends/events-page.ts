import type { Db } from './db';
import { escapeHtml, sendHtml, sendJson, type Handler } from './http';

/**
 * GET /__{events}: what a played provider received, newest first, as a table for people and, at the
 * same path with .json, for tests (analytics, the retail-marketing tag).
 */
export function eventsPage<T extends { id: number; receivedAt: string }>(page: {
  title: string;
  intro: string;
  /** The columns after `#` and `received`, each with its cell's text. */
  columns: Record<string, (event: T) => string>;
  read: (db: Db) => T[];
}): Handler {
  const headings = Object.keys(page.columns);
  const cells = Object.values(page.columns);
  const row = (event: T) =>
    `<tr><td>${event.id}</td><td><time>${escapeHtml(event.receivedAt)}</time></td>${cells
      .map((cell, index) =>
        headings[index] === 'payload'
          ? `<td><pre>${escapeHtml(cell(event))}</pre></td>`
          : `<td>${escapeHtml(cell(event))}</td>`,
      )
      .join('')}</tr>`;
  return (req, res, url, ctx) => {
    if (req.method !== 'GET') return sendJson(res, 405, { error: 'GET only' }, { allow: 'GET' });
    const events = page.read(ctx.db);
    if (url.pathname.endsWith('.json')) return sendJson(res, 200, events, { 'cache-control': 'no-store' });
    sendHtml(
      res,
      200,
      `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(page.title)} (${events.length})</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}
td,th{border-top:1px solid #ccc;padding:.5rem;text-align:left;vertical-align:top}pre{margin:0;max-height:12rem;overflow:auto;font-size:12px}</style></head>
<body>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.intro)} Newest first. Nothing leaves this machine.</p>
${
  events.length
    ? `<table><thead><tr>${['#', 'received', ...headings].map((name) => `<th>${name}</th>`).join('')}</tr></thead><tbody>${events.map(row).join('\n')}</tbody></table>`
    : '<p>No event yet.</p>'
}
</body>
</html>`,
    );
  };
}
