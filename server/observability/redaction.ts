/**
 * What no log line may carry (docs/adr/0024): secrets, tokens, passwords, e-mail addresses. Two layers:
 * fields whose name says what they hold are replaced before the line is serialised (pino's `redact`),
 * and the finished line is scrubbed of whatever a message or an error text let through: e-mail
 * addresses, credentials in URLs, bearer tokens, and the values of the process's own secret variables.
 */

const sensitiveKeys = [
  'password',
  'passwd',
  'token',
  'accessToken',
  'customerAccessToken',
  'secret',
  'authorization',
  'cookie',
  'set-cookie',
  'email',
  'apiKey',
  'hmacKey',
];

/** pino `redact` paths: each key at the top of a line and one object down (`err.password`, `req.cookie`). */
export const redactedPaths = sensitiveKeys.flatMap((key) =>
  /^\w+$/.test(key) ? [key, `*.${key}`] : [`["${key}"]`, `*["${key}"]`],
);

const emailAddress = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;
const urlCredentials = /\/\/[^/\s:@"]+:[^/\s@"]+@/g;
const authorizationValue = /\b(bearer|basic)\s+[\w.~+/=-]+/gi;
/** Variables whose value is a credential, by their name (SHOPIFY_ADMIN_ACCESS_TOKEN, SMTP_URL's password…). */
const secretVariable = /TOKEN|SECRET|PASSWORD|_KEY|HMAC/;
/** Shorter values are not worth scrubbing and would match ordinary words. */
const minSecretLength = 8;

export function secretValues(env: Record<string, string | undefined>): string[] {
  return Object.entries(env)
    .filter(([name, value]) => secretVariable.test(name) && value && value.length >= minSecretLength)
    .map(([, value]) => value!);
}

/** A scrubber for finished lines; `secrets` are literal values to replace wherever they appear. */
export function lineScrubber(secrets: readonly string[]): (line: string) => string {
  return (line) => {
    let clean = line
      .replace(emailAddress, '[email]')
      .replace(urlCredentials, '//[credentials]@')
      .replace(authorizationValue, '$1 [redacted]');
    for (const secret of secrets) if (clean.includes(secret)) clean = clean.replaceAll(secret, '[secret]');
    return clean;
  };
}
