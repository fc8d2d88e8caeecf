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
  /** Zendesk Web Widget (messaging) key: the support chat of selling locales (docs/adr/0022). */
  zendeskKey: string | null;
  /** Criteo OneTag account: the retail-marketing tag, only with consent (docs/adr/0022). */
  criteoAccount: string | null;
}

export const thirdPartyOrigins = {
  oneTrust: ['https://cdn.cookielaw.org', 'https://geolocation.onetrust.com'],
  gtm: ['https://www.googletagmanager.com'],
  /** GTM's own requests (Google Analytics tags it loads). */
  gtmConnect: ['https://www.google-analytics.com', 'https://*.google-analytics.com'],
  zendesk: {
    script: ['https://static.zdassets.com'],
    connect: ['https://*.zendesk.com', 'wss://*.zendesk.com', 'https://*.zdassets.com'],
    media: ['https://*.zdassets.com', 'https://*.zendesk.com'],
  },
  criteo: {
    script: ['https://static.criteo.net'],
    connect: ['https://*.criteo.com', 'https://*.criteo.net'],
    media: ['https://*.criteo.com', 'https://*.criteo.net'],
  },
} as const;

/**
 * Where each vendor's script comes from: the vendor's CDN, or, on the embedded default (no hosted
 * shop), the local backends, which play the vendor as they play Shopify (backends/zendesk,
 * backends/criteo). Null when its variable is unset: the vendor is absent.
 */
export interface VendorScripts {
  /** Zendesk's snippet, its key in the query. */
  chat: string | null;
  /** Criteo's OneTag and the account its events name. */
  retailTag: { src: string; account: string } | null;
}

/**
 * What the Content-Security-Policy allows for the configured vendors, per directive: nothing when none
 * is configured; the local backends when they play them; else each configured vendor's origins.
 */
export function vendorCspSources(
  ids: ThirdPartyIds,
  localBackends: string | null,
  kind: 'script' | 'connect' | 'media',
): string[] {
  const configured = [
    ...(ids.zendeskKey ? [thirdPartyOrigins.zendesk] : []),
    ...(ids.criteoAccount ? [thirdPartyOrigins.criteo] : []),
  ];
  if (configured.length === 0) return [];
  return localBackends ? [localBackends] : configured.flatMap((vendor) => vendor[kind]);
}

export function vendorScripts(ids: ThirdPartyIds, localBackends: string | null): VendorScripts {
  const zendesk = localBackends ? `${localBackends}/zendesk` : 'https://static.zdassets.com';
  const criteo = localBackends ? `${localBackends}/criteo` : 'https://static.criteo.net';
  return {
    chat: ids.zendeskKey ? `${zendesk}/ekr/snippet.js?key=${encodeURIComponent(ids.zendeskKey)}` : null,
    retailTag: ids.criteoAccount
      ? {
          src: `${criteo}/js/ld/ld.js?a=${encodeURIComponent(ids.criteoAccount)}`,
          account: ids.criteoAccount,
        }
      : null,
  };
}

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
    zendeskKey: checked(env, 'ZENDESK_WIDGET_KEY', /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i),
    criteoAccount: checked(env, 'CRITEO_ACCOUNT_ID', /^\d{2,10}$/),
  };
}
