import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { imagesDir } from '../../../backends/cdn/generate';
import { backendsConfig } from '../../../backends/config';
import { spawnBackends, type BackendsProcess } from '../../support/backends';

const config = backendsConfig();
const cartCount = 8;
const lineCount = 120;
const signUpCount = 20;
const mailCount = 20;

interface Write {
  /** The write's mark: a cart line attribute, a sign-up's e-mail address or a mail's subject. */
  mark: string;
  kind: 'line' | 'signUp' | 'mail';
  /** True when the backends acknowledged the write: a complete answer with no error. */
  run(): Promise<boolean>;
}

/** A Storefront or Admin API call that throws unless it answered data and no error. */
async function call<T>(origin: string, api: 'storefront' | 'admin', query: string, variables = {}) {
  const [path, header, token] =
    api === 'storefront'
      ? ['/api/2025-07/graphql.json', 'x-shopify-storefront-access-token', config.LOCAL_STOREFRONT_TOKEN]
      : ['/admin/api/2025-07/graphql.json', 'x-shopify-access-token', config.LOCAL_ADMIN_TOKEN];
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [header]: token },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!response.ok || body.errors || !body.data)
    throw new Error(`${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

const linesQuery = 'lines(first: 250) { nodes { attributes { key value } } }';
type CartLines = { lines: { nodes: { attributes: { key: string; value: string }[] }[] } };
const marksOf = (cart: CartLines | null) =>
  (cart?.lines.nodes ?? []).flatMap((line) =>
    line.attributes.filter((a) => a.key === 'burst').map((a) => a.value),
  );

async function availableVariants(origin: string): Promise<string[]> {
  const data = await call<{
    products: { nodes: { variants: { nodes: { id: string; availableForSale: boolean }[] } }[] };
  }>(
    origin,
    'storefront',
    '{ products(first: 40) { nodes { variants(first: 5) { nodes { id availableForSale } } } } }',
  );
  return data.products.nodes.flatMap((p) =>
    p.variants.nodes.filter((v) => v.availableForSale).map((v) => v.id),
  );
}

async function createCart(origin: string): Promise<string> {
  const data = await call<{ cartCreate: { cart: { id: string } } }>(
    origin,
    'storefront',
    'mutation { cartCreate(input: {}) { cart { id } } }',
  );
  return data.cartCreate.cart.id;
}

function lineWrite(origin: string, cartId: string, variantId: string, mark: string): Write {
  const run = async () => {
    const data = await call<{ cartLinesAdd: { cart: CartLines | null; userErrors: unknown[] } }>(
      origin,
      'storefront',
      `mutation ($cartId: ID!, $lines: [CartLineInput!]!) {
        cartLinesAdd(cartId: $cartId, lines: $lines) { cart { ${linesQuery} } userErrors { code } }
      }`,
      {
        cartId,
        lines: [{ merchandiseId: variantId, quantity: 1, attributes: [{ key: 'burst', value: mark }] }],
      },
    );
    return data.cartLinesAdd.userErrors.length === 0 && marksOf(data.cartLinesAdd.cart).includes(mark);
  };
  return { mark, kind: 'line', run };
}

/** The shop's newsletter sign-up: an Admin customerCreate with tags and marketing consent. */
function signUpWrite(origin: string, email: string): Write {
  const run = async () => {
    const data = await call<{
      customerCreate: { customer: { id: string } | null; userErrors: unknown[] };
    }>(
      origin,
      'admin',
      'mutation ($input: CustomerInput!) { customerCreate(input: $input) { customer { id } userErrors { message } } }',
      {
        input: {
          email,
          tags: ['newsletter'],
          emailMarketingConsent: { marketingState: 'SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN' },
        },
      },
    );
    return data.customerCreate.customer !== null && data.customerCreate.userErrors.length === 0;
  };
  return { mark: email, kind: 'signUp', run };
}

/** The shop's contact form: a message through the SMTP sink, acknowledged by its 250. */
function mailWrite(smtpPort: number, subject: string): Write {
  const run = async () => {
    const transport = createTransport({ host: '127.0.0.1', port: smtpPort, ignoreTLS: true });
    await transport.sendMail({
      from: 'shop@maison.example',
      to: 'care@maison.example',
      subject,
      text: subject,
    });
    return true;
  };
  return { mark: subject, kind: 'mail', run };
}

/** Runs the writes a few at a time; kills the backends once `killAfter` are acknowledged. */
async function burst(writes: Write[], killAfter: number, kill: () => void): Promise<Write[]> {
  const acknowledged: Write[] = [];
  const queue = [...writes];
  const worker = async () => {
    for (let write = queue.shift(); write; write = queue.shift()) {
      if (!(await write.run().catch(() => false))) continue;
      acknowledged.push(write);
      if (acknowledged.length === killAfter) kill();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return acknowledged;
}

/** The marks of the acknowledged writes the restarted backends do not have. */
async function lostWrites(backends: BackendsProcess, acknowledged: Write[], cartIds: string[]) {
  const carts = await Promise.all(
    cartIds.map((id) =>
      call<{ cart: CartLines | null }>(
        backends.origin,
        'storefront',
        `query ($id: ID!) { cart(id: $id) { ${linesQuery} } }`,
        { id },
      ),
    ),
  );
  const lines = new Set(carts.flatMap((data) => marksOf(data.cart)));
  const mails = (await (await fetch(`${backends.origin}/__outbox.json`)).json()) as { subject: string }[];
  const subjects = new Set(mails.map((mail) => mail.subject));
  const lost: string[] = [];
  for (const write of acknowledged) {
    if (write.kind === 'line' && !lines.has(write.mark)) lost.push(write.mark);
    if (write.kind === 'mail' && !subjects.has(write.mark)) lost.push(write.mark);
    if (write.kind === 'signUp') {
      const data = await call<{
        customerByIdentifier: {
          tags: string[];
          emailMarketingConsent: { marketingState: string } | null;
        } | null;
      }>(
        backends.origin,
        'admin',
        `query ($email: String!) {
          customerByIdentifier(identifier: { emailAddress: $email }) { tags emailMarketingConsent { marketingState } }
        }`,
        { email: write.mark },
      );
      const customer = data.customerByIdentifier;
      const subscribed =
        customer?.tags.includes('newsletter') &&
        customer.emailMarketingConsent?.marketingState === 'SUBSCRIBED';
      if (!subscribed) lost.push(write.mark);
    }
  }
  return lost;
}

/** Each kind spread over the whole burst rather than one kind after the other. */
function interleave(...kinds: Write[][]): Write[] {
  const placed = kinds.flatMap((writes) =>
    writes.map((write, index) => ({ write, at: index / writes.length })),
  );
  return placed.sort((a, b) => a.at - b.at).map(({ write }) => write);
}

describe('a crash of the local backends', () => {
  it(
    'loses no acknowledged write (kill -9 mid-burst, restart on the same data)',
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'backends-crash-'));
      // The drawn images are shared with the other tests' data folder: drawing them is slow.
      const images = imagesDir(config.LOCAL_BACKENDS_DATA_DIR);
      mkdirSync(images, { recursive: true });
      symlinkSync(images, imagesDir(dataDir));
      let backends = await spawnBackends(dataDir);
      try {
        const variants = await availableVariants(backends.origin);
        const cartIds = await Promise.all(
          Array.from({ length: cartCount }, () => createCart(backends.origin)),
        );
        const { origin, smtpPort } = backends;
        const writes = interleave(
          Array.from({ length: lineCount }, (_, i) =>
            lineWrite(origin, cartIds[i % cartCount]!, variants[i % variants.length]!, `line-${i}`),
          ),
          Array.from({ length: signUpCount }, (_, i) => signUpWrite(origin, `burst-${i}@maison.example`)),
          Array.from({ length: mailCount }, (_, i) => mailWrite(smtpPort, `burst mail ${i}`)),
        );
        const killAfter = Math.round(writes.length * 0.6);
        const crashed = backends;
        const acknowledged = await burst(writes, killAfter, () => crashed.kill('SIGKILL'));
        await crashed.exited;
        // Killed mid-burst: every kind had acknowledged writes, and some writes were never answered.
        expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);
        expect(acknowledged.length).toBeLessThan(writes.length);
        expect(new Set(acknowledged.map((write) => write.kind)).size).toBe(3);

        backends = await spawnBackends(dataDir);
        expect(await lostWrites(backends, acknowledged, cartIds)).toEqual([]);
      } finally {
        backends.kill('SIGTERM');
        await backends.exited;
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
