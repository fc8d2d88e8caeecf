import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../backends/server';
import { botCheckField } from '@/lib/bot-check';
import { jar, run, visitor } from '../support/action-harness';
import { newcomerSignUp } from '../support/shop-data';
import { freshBackends } from '../support/backends';
import { botCheckToken } from '../support/bot-check';

/**
 * Nobody can lock somebody else's account. Posts without a proof of work count
 * against nothing; a stranger's failed guesses lock the stranger's address out of that account, never
 * the owner (server/rate-limit.ts: loginFailuresByEmail is keyed on e-mail and client address).
 * And sign-up answers a new address and a taken one in the same time.
 */
const actions = {
  ...(await import('@/server/actions/account/sign-in')),
  ...(await import('@/server/actions/account/sign-up')),
  ...(await import('@/server/actions/account/password-reset')),
};

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
});
afterAll(() => backends.close());
beforeEach(() => jar.clear());

const owner = { email: 'hiroshi.tanaka@example.jp', password: 'kyoto-garden-88' };
const alertOf = (outcome: { state?: { result: { error?: Record<string, unknown> } | null } }) =>
  outcome.state?.result?.error?.[''];

describe('a stranger cannot lock an account', () => {
  it('posts without a bot check count against nothing: the owner logs in after fifty of them', async () => {
    visitor.clientAddress = '192.0.2.10';
    for (let i = 0; i < 50; i++)
      expect(
        alertOf(
          await run(actions.loginAction, {
            email: owner.email,
            password: `wrong-guess-${i}`,
            [botCheckField]: '',
          }),
        ),
      ).toEqual(['alerts.GOOGLE_RECAPTCHA_ERROR']);
    // From the stranger's own address, too: nothing was counted.
    expect((await run(actions.loginAction, owner)).location).toBe('/fr-fr/account');
  });

  it("a stranger's failed passwords lock the stranger's address, never the owner's", async () => {
    visitor.clientAddress = '192.0.2.20';
    for (let i = 0; i < 11; i++)
      await run(actions.loginAction, { email: owner.email, password: `wrong-guess-${i}` });
    expect(alertOf(await run(actions.loginAction, owner))).toEqual(['alerts.TOO_MANY_REQUESTS?minutes=15']);
    visitor.clientAddress = '192.0.2.21';
    expect((await run(actions.loginAction, owner)).location).toBe('/fr-fr/account');
  });

  it('a successful log-in counts no failure: the owner logs in eleven times in a row', async () => {
    visitor.clientAddress = '192.0.2.30';
    for (let i = 0; i < 11; i++)
      expect((await run(actions.loginAction, owner)).location).toBe('/fr-fr/account');
  });

  it('recovery posts without a bot check leave the owner their reset e-mails', async () => {
    visitor.clientAddress = '192.0.2.40';
    for (let i = 0; i < 10; i++)
      expect(
        alertOf(await run(actions.forgotPasswordAction, { email: owner.email, [botCheckField]: '' })),
      ).toEqual(['alerts.GOOGLE_RECAPTCHA_ERROR']);
    expect((await run(actions.forgotPasswordAction, { email: owner.email })).state?.success).toBe(
      'EMAIL_SENT',
    );
    // Three recoveries an hour per e-mail from one address; the owner's own address still has its three.
    for (let i = 0; i < 3; i++) await run(actions.forgotPasswordAction, { email: owner.email });
    expect(alertOf(await run(actions.forgotPasswordAction, { email: owner.email }))).toEqual([
      'alerts.TOO_MANY_REQUESTS?minutes=60',
    ]);
    visitor.clientAddress = '192.0.2.41';
    expect((await run(actions.forgotPasswordAction, { email: owner.email })).state?.success).toBe(
      'EMAIL_SENT',
    );
  });
});

describe('sign-up timing tells nothing (docs/adr/0009)', () => {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

  it('a taken address and a new one answer within 20 ms of each other (medians of 7)', async () => {
    const timings = { taken: [] as number[], fresh: [] as number[] };
    for (let i = 0; i < 7; i++) {
      for (const kind of ['taken', 'fresh'] as const) {
        visitor.clientAddress = `192.0.2.${100 + i * 2 + (kind === 'taken' ? 0 : 1)}`;
        const email = kind === 'taken' ? owner.email : `timing-${i}-${Date.now()}@example.com`;
        // Solved before the clock starts: only the shop's answer is timed.
        const token = await botCheckToken('sign_up');
        const started = performance.now();
        const outcome = await run(actions.registerAction, {
          ...newcomerSignUp,
          email,
          [botCheckField]: token,
        });
        timings[kind].push(performance.now() - started);
        expect(outcome.state?.success).toBe('CUSTOMER_DISABLED_DETAILED');
      }
    }
    expect(Math.abs(median(timings.taken) - median(timings.fresh))).toBeLessThan(20);
  });
});
