// Runs React's own decoders as Next.js runs them (the react-server condition, Next's compiled
// react-server-dom-turbopack), for tests/unit/next-internals.test.ts: reads cases as JSON on stdin,
// writes what React made of each on stdout.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { decodeAction, decodeReply } = require('next/dist/compiled/react-server-dom-turbopack/server.node.js');

/** Every id resolves to a module whose function answers the id React called. */
const manifest = new Proxy(
  {},
  { get: (_, id) => (typeof id === 'string' ? { id, chunks: [], name: 'called' } : undefined) },
);
globalThis.__next_require__ = (id) => ({ called: () => id });

const form = (entries) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

const marker = '\u0000';
/** JSON can hold it: undefined, FormData and anything not plain are spelled with a marker. */
function plain(value) {
  if (value === undefined) return `${marker}undefined`;
  if (value instanceof FormData) return { [`${marker}FormData`]: [...value.entries()] };
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  return `${marker}${Object.prototype.toString.call(value)}`;
}

const settle = async (work) => {
  try {
    const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error('never settled')), 1000));
    return { value: await Promise.race([work(), timeout]) };
  } catch (error) {
    return { error: String(error?.message ?? error) };
  }
};

const input = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk)).on('end', () => resolve(text));
  }),
);
const actions = [];
for (const entries of input.actions ?? [])
  actions.push(
    await settle(async () => {
      const action = await decodeAction(form(entries), manifest);
      return action === null ? null : action();
    }),
  );
const replies = [];
for (const body of input.replies ?? [])
  replies.push(
    await settle(async () =>
      plain(await decodeReply(typeof body === 'string' ? body : form(body), manifest)),
    ),
  );
process.stdout.write(JSON.stringify({ actions, replies }));
process.exit(0);
