import 'server-only';
import { createTransport, type Transporter } from 'nodemailer';
import { z } from 'zod';
import { ConfigurationError } from '../config';
import { observeUpstream } from '../observability/upstream';

/**
 * The shop's own e-mail (the contact form): nodemailer to SMTP_URL, in production a relay, locally
 * the backends' SMTP sink (backends/outbox/smtp.ts), whose mails land in /__outbox. One code path.
 */
const envSchema = z.object({
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Maison Aurèle <no-reply@maison.example>'),
});

let transport: Transporter | null = null;

function mailConfig() {
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigurationError(String(issue.path[0]), issue.message);
  }
  if (!parsed.data.SMTP_URL) throw new ConfigurationError('SMTP_URL', 'is missing');
  return { url: parsed.data.SMTP_URL, from: parsed.data.MAIL_FROM };
}

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** Sends one plain-text e-mail; throws when the relay refuses or cannot be reached. */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const { url, from } = mailConfig();
  const address = new URL(url);
  transport ??= createTransport({
    host: address.hostname,
    port: Number(address.port) || (address.protocol === 'smtps:' ? 465 : 587),
    secure: address.protocol === 'smtps:',
    auth: address.username
      ? { user: decodeURIComponent(address.username), pass: decodeURIComponent(address.password) }
      : undefined,
    connectionTimeout: 10_000,
    socketTimeout: 15_000,
  });
  const relay = transport;
  await observeUpstream('smtp', 'send', () => relay.sendMail({ from, ...mail }));
}
