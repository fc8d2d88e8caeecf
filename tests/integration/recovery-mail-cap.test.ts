import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../backends/server';
import { jar, run, visitor } from '../support/action-harness';
import { freshBackends } from '../support/backends';

/**
 * Password-reset e-mails are capped per recipient, whoever asks (server/rate-limit.ts
 * recoveryMailsByRecipient): requests from many client addresses cannot flood one inbox. Every
 * request is answered as a sent e-mail, so the cap tells nothing about the address (docs/adr/0009).
 */
const actions = await import('@/server/actions/account/password-reset');
const { rateLimits } = await import('@/server/rate-limit');

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
});
afterAll(() => backends.close());
beforeEach(() => jar.clear());

const resetMailsTo = async (email: string) =>
  ((await (await fetch(`${backends.origin}/__outbox.json`)).json()) as { kind: string; to: string }[]).filter(
    (mail) => mail.kind === 'password_reset' && mail.to === email,
  ).length;

describe('reset e-mails per recipient', () => {
  it('sends the cap, then answers the same and sends no more', async () => {
    const email = 'hiroshi.tanaka@example.jp';
    const cap = rateLimits.recoveryMailsByRecipient.points;
    for (let i = 0; i < cap + 3; i++) {
      visitor.clientAddress = `192.0.2.${150 + i}`;
      const answer = await run(actions.forgotPasswordAction, { email: i % 2 ? email.toUpperCase() : email });
      expect(answer.state?.success).toBe('EMAIL_SENT');
    }
    expect(await resetMailsTo(email)).toBe(cap);
  });
});
