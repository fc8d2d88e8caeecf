import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../db';
import type { KnobBox } from '../knobs';
import { sendMail } from './store';

/** Largest message the sink takes: a contact message is a few kilobytes. */
const maxMessageBytes = 256 * 1024;

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) in a header, as nodemailer writes them. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_whole, charset: string, encoding: string, text: string) => {
        const bytes =
          encoding.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : Buffer.from(
                text
                  .replace(/_/g, ' ')
                  .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
                'latin1',
              );
        return new TextDecoder(charset.toLowerCase() === 'utf-8' ? 'utf-8' : 'latin1').decode(bytes);
      },
    );
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const latin = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(latin, 'latin1').toString('utf8');
  }
  return body;
}

/** A single-part text message: its headers (unfolded, lower-case names) and decoded body. */
function parseMessage(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const rest = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), decodeHeader(line.slice(colon + 1).trim()));
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return { headers, body: decodeBody(rest, encoding).trimEnd() };
}

/**
 * The local SMTP sink: what the shop sends through SMTP_URL (the contact form) is kept in the outbox
 * with the account e-mails, for people at GET /__outbox and for tests. Nothing leaves the machine.
 */
export async function startSmtpSink(
  db: Db,
  knobs: KnobBox,
  host: string,
  port: number,
): Promise<{ port: number; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: maxMessageBytes,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (stream.sizeExceeded) return callback(new Error('Message too large'));
        const injected = await knobs.interfereWithMail();
        if (injected) return callback(injected);
        const { headers, body } = parseMessage(Buffer.concat(chunks).toString('utf8'));
        const replyTo = headers.get('reply-to');
        for (const recipient of session.envelope.rcptTo) {
          sendMail(db, {
            kind: 'contact',
            to: recipient.address,
            subject: headers.get('subject') ?? '(no subject)',
            body: replyTo ? `Reply-To: ${replyTo}\n\n${body}` : body,
            path: null,
          });
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  // A client that misbehaves later must not take the backends down with it.
  server.on('error', (error) => console.error('[smtp sink]', error.message));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
