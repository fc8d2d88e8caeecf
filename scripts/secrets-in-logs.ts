import { existsSync, readFileSync } from 'node:fs';

/**
 * `npm test`'s last check (docs/adr/0024): the test shop's log over the whole browser run
 * (scripts/test.ts gives it SHOP_TEST_LOG) holds no e-mail address, password, token or secret. The
 * browser tests sign up, log in, write to the house and subscribe with addresses and passwords, and
 * the shop runs on the local backends' credentials: none of them may reach a line.
 */
const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error(`secrets-in-logs: no log at ${file ?? '(no path given)'}`);
  process.exit(1);
}
const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
/** A run of the browser tests writes thousands of lines: fewer means the log was not the shop's. */
const minLines = 100;

const forbidden: [string, RegExp][] = [
  ['an e-mail address', /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/i],
  ['a password the tests use', /book-password-1|journey-password-1|maison-walk-2026/],
  // server/config.ts's credentials for the local backends, which no variable carries.
  [
    'a local backend credential',
    /local-storefront-token|local-admin-token|local-prismic-secret|local-shopify-webhook-secret/,
  ],
  ['a bearer or basic credential', /\b(bearer|basic) (?!\[redacted\])[\w.~+/=-]{8,}/i],
  ['a password field', /"password":"(?!\[redacted\])/i],
];

const found = forbidden.flatMap(([what, pattern]) => {
  const index = lines.findIndex((line) => pattern.test(line));
  return index === -1 ? [] : [`${what} on line ${index + 1}`];
});
if (lines.length < minLines) found.push(`only ${lines.length} lines (at least ${minLines} expected)`);
if (found.length > 0) {
  console.error(`secrets-in-logs: ${file}: ${found.join('; ')}`);
  process.exit(1);
}
console.log(
  `secrets-in-logs: ${lines.length} lines of ${file}, none with a secret, token, password or e-mail address`,
);
