import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';
import { botCheckToken } from '../../support/bot-check';

let backends: RunningBackends;
let newsletter: typeof import('@/app/api/customers/newsletter/route');
let verify: typeof import('@/app/api/verify-recaptcha/route');
let challenge: typeof import('@/app/api/bot-check/challenge/route');

beforeAll(async () => {
  backends = await freshBackends();
  process.env.LOCAL_BACKENDS_URL = backends.origin;
  newsletter = await import('@/app/api/customers/newsletter/route');
  verify = await import('@/app/api/verify-recaptcha/route');
  challenge = await import('@/app/api/bot-check/challenge/route');
}, 180_000);
afterAll(() => backends.close());

let clients = 0;
/** Each test plays its own client address (the rate limits count per address: server/rate-limit.ts). */
function post(path: string, body: unknown, client = `10.11.0.${++clients}`) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function adminCustomer(email: string) {
  const response = await fetch(`${backends.origin}/admin/api/2025-07/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': 'local-admin-token' },
    body: JSON.stringify({
      query: `query ($email: String!) { customerByIdentifier(identifier: { emailAddress: $email }) {
        id firstName lastName tags locale state emailMarketingConsent { marketingState marketingOptInLevel } } }`,
      variables: { email },
    }),
  });
  return ((await response.json()) as { data: { customerByIdentifier: Record<string, unknown> | null } }).data
    .customerByIdentifier;
}

const signUp = async (fields: Record<string, unknown>) => ({
  email: 'nina@example.com',
  gdpr: true,
  from: 'footer',
  locale: 'fr-fr',
  token: await botCheckToken('newsletter'),
  ...fields,
});

describe('POST /api/customers/newsletter/ (spec §3, §7.2) through the Admin API of the local backends', () => {
  it('creates a subscribed customer with the tags currency, source, country, campaign and language', async () => {
    const email = `new-${Date.now()}@example.com`;
    const response = await newsletter.POST(
      post('/api/customers/newsletter/', await signUp({ email, campaign: 'spring-26', firstName: 'Nina' })),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, type: 'NEWSLETTER_SUBSCRIBE' });
    expect(await adminCustomer(email)).toMatchObject({
      firstName: 'Nina',
      locale: 'fr',
      state: 'DISABLED',
      tags: ['currency:EUR', 'source:footer', 'campaign:spring-26', 'language:fr'],
      emailMarketingConsent: { marketingState: 'SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN' },
    });
  });

  it('updates the existing customer instead of making a second one, and answers the same', async () => {
    const response = await newsletter.POST(
      post('/api/customers/newsletter/', await signUp({ email: 'demo@maison.example', from: 'popin' })),
    );
    expect(response.status).toBe(200);
    const customer = await adminCustomer('demo@maison.example');
    expect(customer?.tags).toEqual(expect.arrayContaining(['source:popin', 'currency:EUR', 'language:fr']));
    expect(customer?.state).toBe('ENABLED');
    expect(customer?.emailMarketingConsent).toMatchObject({ marketingState: 'SUBSCRIBED' });
  });

  it('names the invalid field: missing consent, malformed e-mail, 10 kB fields, unknown locale', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ gdpr: false }, 'gdpr'],
      [{ gdpr: undefined }, 'gdpr'],
      [{ email: 'nina' }, 'email'],
      [{ email: `${'a'.repeat(10_000)}@example.com` }, 'email'],
      [{ campaign: 'x'.repeat(10_000) }, 'campaign'],
      [{ locale: 'xx-yy' }, 'locale'],
      [{ from: 'somewhere' }, 'from'],
    ];
    for (const [fields, field] of cases) {
      const response = await newsletter.POST(post('/api/customers/newsletter/', await signUp(fields)));
      expect(response.status, field).toBe(400);
      expect(await response.json(), field).toMatchObject({ field });
    }
    const malformed = await newsletter.POST(post('/api/customers/newsletter/', '{"email": '));
    expect(malformed.status).toBe(400);
  });

  it('refuses a missing, forged, replayed or other form’s bot-check token, and stores nothing', async () => {
    const email = `bot-${Date.now()}@example.com`;
    const forged = Buffer.from(
      JSON.stringify({
        algorithm: 'SHA-256',
        challenge: 'ab',
        number: 1,
        salt: 'x?expires=9999999999',
        signature: 'cd',
      }),
    ).toString('base64');
    for (const token of ['', forged, 'not base64 at all', await botCheckToken('contact')]) {
      const response = await newsletter.POST(
        post('/api/customers/newsletter/', await signUp({ email, token })),
      );
      expect([400, 403]).toContain(response.status);
      if (response.status === 403)
        expect(await response.json()).toMatchObject({ code: 'GOOGLE_RECAPTCHA_ERROR' });
    }
    expect(await adminCustomer(email)).toBeNull();

    const token = await botCheckToken('newsletter');
    expect(
      (await newsletter.POST(post('/api/customers/newsletter/', await signUp({ email, token })))).status,
    ).toBe(200);
    const replay = await newsletter.POST(post('/api/customers/newsletter/', await signUp({ email, token })));
    expect(replay.status).toBe(403);
    expect(await replay.json()).toMatchObject({ code: 'GOOGLE_RECAPTCHA_ERROR' });
  });

  it('rate-limits quick submissions from one address with Retry-After, never a 500', async () => {
    const client = '10.12.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 200; attempt++) {
      const response = await newsletter.POST(
        post(
          '/api/customers/newsletter/',
          { email: `flood-${attempt}@example.com`, gdpr: true, locale: 'en-ww', token: 'x' },
          client,
        ),
      );
      statuses.push(response.status);
      if (response.status === 429) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses.slice(0, 10).every((status) => status === 403)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
  });
});

describe('the bot check (spec §5, §7.2 verify-recaptcha)', () => {
  it('serves a challenge per form action and refuses an unknown action', async () => {
    const ok = await challenge.GET(new Request('http://localhost/api/bot-check/challenge/?action=contact'));
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(await ok.json()).toMatchObject({ algorithm: 'SHA-256', signature: expect.any(String) });
    const unknown = await challenge.GET(new Request('http://localhost/api/bot-check/challenge/?action=nope'));
    expect(unknown.status).toBe(400);
  });

  it('answers success once per solved token, for its own action only', async () => {
    const token = await botCheckToken('contact');
    const first = await verify.POST(post('/api/verify-recaptcha/', { token, action: 'contact' }));
    expect(await first.json()).toEqual({ success: true });
    const again = await verify.POST(post('/api/verify-recaptcha/', { token, action: 'contact' }));
    expect(await again.json()).toEqual({ success: false });
    const other = await verify.POST(
      post('/api/verify-recaptcha/', { token: await botCheckToken('contact'), action: 'log_in' }),
    );
    expect(await other.json()).toEqual({ success: false });
  });

  it('wants the e-mail for the newsletter action and names bad fields', async () => {
    const token = await botCheckToken('newsletter');
    const missing = await verify.POST(post('/api/verify-recaptcha/', { token, action: 'newsletter' }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ field: 'email' });
    const ok = await verify.POST(
      post('/api/verify-recaptcha/', { token, action: 'newsletter', email: 'a@example.com' }),
    );
    expect(await ok.json()).toEqual({ success: true });
    const long = await verify.POST(
      post('/api/verify-recaptcha/', { token: 'x'.repeat(10_000), action: 'contact' }),
    );
    expect(await long.json()).toMatchObject({ field: 'token' });
  });
});
