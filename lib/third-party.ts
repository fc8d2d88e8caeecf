/**
 * The optional third-party scripts of spec §7.3 that the consent manager governs, from the
 * environment. Read by next.config.ts (the Content-Security-Policy lists an origin only when its
 * variable is set) and by the server (the page shell): one parser, so both agree.
 */
export interface ThirdPartyIds {
  /** OneTrust's domain script id: its consent manager replaces the first-party one. */
  oneTrustDomainId: string | null;
  /** Google Tag Manager container, loaded only with consent. */
  gtmId: string | null;
  /** Deployed on Vercel: only there do Vercel's analytics and speed-insights endpoints exist. */
  onVercel: boolean;
}

export const thirdPartyOrigins = {
  oneTrust: ['https://cdn.cookielaw.org', 'https://geolocation.onetrust.com'],
  gtm: ['https://www.googletagmanager.com'],
  /** GTM's own requests (Google Analytics tags it loads). */
  gtmConnect: ['https://www.google-analytics.com', 'https://*.google-analytics.com'],
} as const;

/** spec §5: a configuration error names the variable. */
function checked(env: Record<string, string | undefined>, variable: string, pattern: RegExp) {
  const value = env[variable];
  if (!value) return null;
  if (!pattern.test(value)) throw new Error(`Configuration error: ${variable} is not valid`);
  return value;
}

export function thirdPartyIds(env: Record<string, string | undefined>): ThirdPartyIds {
  return {
    oneTrustDomainId: checked(
      env,
      'ONETRUST_DOMAIN_ID',
      /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}(-test)?$/i,
    ),
    gtmId: checked(env, 'GTM_ID', /^GTM-[A-Z0-9]{4,12}$/),
    onVercel: env.VERCEL === '1',
  };
}
