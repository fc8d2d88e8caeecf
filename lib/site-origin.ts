/**
 * The shop's public origin as the running process is configured. Written out as
 * `process.env.NEXT_PUBLIC_SITE_URL`, the variable is replaced by its build-time value in every bundle,
 * so a build reused with another origin checked writes against the old one and refused every write.
 * Read by a name held in a variable, it is the run-time value.
 */
const siteUrlVariable = 'NEXT_PUBLIC_SITE_URL';

export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  return new URL(env[siteUrlVariable] || 'http://localhost:3000').origin;
}

/**
 * What the build baked in from the same variable (next.config.ts writes it as SHOP_BUILT_SITE_ORIGIN):
 * the security headers' HSTS decision and Next's own server-action origins. A process run with another
 * origin must not start (instrumentation.ts).
 */
export function siteOriginMismatch(
  built: string | undefined,
  env: Record<string, string | undefined> = process.env,
): string | null {
  const running = siteOrigin(env);
  if (!built || built === running) return null;
  return (
    `Configuration error: ${siteUrlVariable} is ${running} but this build was made for ${built}. ` +
    'Build again with the new value (npm start rebuilds by itself), or run with the value it was built for.'
  );
}

const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The hosts under which the site is itself. A shop served on a loopback name (the local default,
 * http://localhost:3000) is the same shop under its other loopback names on the same port: a browser
 * opened at http://127.0.0.1:3000 had every write refused. Anywhere else, one host only.
 * Next's own server-action check gets the same list (next.config.ts allowedOrigins).
 */
export function siteHosts(site: string): string[] {
  const { hostname, host, port } = new URL(site);
  if (!loopbackNames.includes(hostname)) return [host];
  return loopbackNames.map((name) => (port ? `${name}:${port}` : name));
}

/** Whether a request's Origin is the shop's own (siteHosts, same scheme). */
export function isSiteOrigin(origin: string | null, site: string): boolean {
  if (origin === null || !URL.canParse(origin)) return false;
  const from = new URL(origin);
  return (
    from.origin === origin.replace(/\/$/, '') &&
    from.protocol === new URL(site).protocol &&
    siteHosts(site).includes(from.host)
  );
}
