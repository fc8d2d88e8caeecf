import { resolve } from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { deviceSizes, imageSizes } from './lib/constants';
import { siteHosts } from './lib/site-origin';
import { markFirstLoadScripts } from './scripts/compile-hints';
import { precompressStaticFiles } from './front/static-files';
import { thirdPartyIds, thirdPartyOrigins, vendorCspSources } from './lib/third-party';

// ---------------------------------------------------------------------------------------------------
// Security headers (docs/adr/0002-security-headers.md). Pages are prerendered once and served to every
// visitor, so the policy is static: no nonce, and computed here from the build's environment (the
// headers are written into the build's routes manifest), like the NEXT_PUBLIC_ values.

const env = process.env;
const dev = env.NODE_ENV === 'development';

/** Configuration errors name the variable (spec §5); only an origin ever reaches a header. */
function originOf(variable: string, fallback: string): URL {
  const value = env[variable] || fallback;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol))
    throw new Error(`Configuration error: ${variable} must be an absolute http(s) URL`);
  return new URL(new URL(value).origin);
}

function repositoryName(variable: string): string | null {
  const value = env[variable];
  if (!value) return null;
  if (!/^[a-z0-9][a-z0-9-]*$/i.test(value))
    throw new Error(`Configuration error: ${variable} must be a Prismic repository name`);
  return value.toLowerCase();
}

const siteUrl = originOf('NEXT_PUBLIC_SITE_URL', 'http://localhost:3000');
const localBackends = originOf('LOCAL_BACKENDS_URL', 'http://127.0.0.1:4000').origin;
// The same rules as server/config.ts: with no hosted store or repository, the local backends serve
// the catalog and content, so their image CDN is where the pictures and videos come from.
const prismicRepository = repositoryName('PRISMIC_REPOSITORY');
const hostedShop = Boolean(env.SHOPIFY_STORE_DOMAIN || env.SHOPIFY_STOREFRONT_ACCESS_TOKEN);
const usesLocalBackends = !hostedShop || !prismicRepository;

/** Where product and content pictures and videos come from (lib/image-loader.ts). */
const mediaSources = [
  'https://cdn.shopify.com',
  'https://images.prismic.io',
  ...(prismicRepository ? [`https://${prismicRepository}.cdn.prismic.io`] : []),
  ...(usesLocalBackends ? [localBackends] : []),
];
/** Prismic's toolbar (components/PrismicToolbar.tsx): its scripts and assets, its repository frame. */
const toolbarAssets = prismicRepository ? ['https://static.cdn.prismic.io'] : [];
const toolbarFrame = prismicRepository ? [`https://${prismicRepository}.prismic.io`] : [];
/** The players a livestream page's oEmbed field embeds (components/editorial/PrismicEmbed.tsx). */
const videoPlayers = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
];
/**
 * Consent-gated analytics (client/analytics): Shopify's analytics batches go to the store's domain,
 * or to the local backends; OneTrust and the tag manager only when their variables are set.
 */
const thirdParty = thirdPartyIds(env);
const shopifyAnalytics = hostedShop ? [originOf('SHOPIFY_STORE_DOMAIN', '').origin] : [localBackends];
const oneTrust = thirdParty.oneTrustDomainId ? thirdPartyOrigins.oneTrust : [];
const tagManager = thirdParty.gtmId ? thirdPartyOrigins.gtm : [];
const tagManagerConnect = thirdParty.gtmId ? thirdPartyOrigins.gtmConnect : [];
/** The support chat and the retail-marketing tag (docs/adr/0022), each only when its variable is set. */
const vendorSources = (kind: 'script' | 'connect' | 'media') =>
  vendorCspSources(thirdParty, hostedShop ? null : localBackends, kind);
/**
 * The bot check (server/bot-check): ALTCHA solves its proof of work in a worker the widget makes from a
 * blob; with reCAPTCHA keys, Google's script, its frame and its calls.
 */
const recaptcha = env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY
  ? ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']
  : [];
/** Who may frame the slice simulator: Slice Machine, and Prismic's page builder. */
const simulatorHosts = ['http://localhost:9999', ...toolbarFrame];

function policy(frameAncestors: string[]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next's bootstrap scripts are inline and differ per page: static pages cannot list their hashes
    // or carry a nonce. Development also needs eval (React's call stacks, Turbopack's HMR).
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(dev ? ["'unsafe-eval'"] : []),
      ...toolbarAssets,
      ...oneTrust,
      ...tagManager,
      ...recaptcha,
      ...vendorSources('script'),
    ],
    'worker-src': ["'self'", 'blob:'],
    // style="" attributes (aspect ratios, offsets) are inline styles.
    'style-src': ["'self'", "'unsafe-inline'", ...toolbarAssets],
    'img-src': [
      "'self'",
      ...mediaSources,
      ...toolbarAssets,
      ...oneTrust,
      ...tagManager,
      ...vendorSources('media'),
    ],
    'media-src': ["'self'", ...mediaSources],
    'font-src': ["'self'", ...toolbarAssets],
    'connect-src': [
      "'self'",
      ...toolbarFrame,
      ...shopifyAnalytics,
      ...oneTrust,
      ...tagManagerConnect,
      ...recaptcha,
      ...vendorSources('connect'),
    ],
    'frame-src': [...videoPlayers, ...toolbarFrame, ...recaptcha],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    // Every form posts to the shop itself; the checkout is reached by a link, not a form.
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

type Header = { key: string; value: string };

const everyResponse: Header[] = [
  ...(siteUrl.protocol === 'https:'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []),
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    // Geolocation stays for the shop's own store finder; nothing else is used.
    value:
      'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), hid=(), midi=(), ' +
      'display-capture=(), browsing-topics=()',
  },
  // The checkout is a top-level navigation and no window of another origin is ever scripted.
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

const securityHeaders: NonNullable<NextConfig['headers']> = async () => [
  { source: '/:path*', headers: everyResponse },
  {
    // Everything but the slice simulator may never be framed.
    source: '/:path((?!slice-simulator(?:/|$)).*)',
    headers: [
      { key: 'Content-Security-Policy', value: policy(["'none'"]) },
      { key: 'X-Frame-Options', value: 'DENY' },
    ],
  },
  {
    source: '/slice-simulator/:path*',
    headers: [{ key: 'Content-Security-Policy', value: policy(["'self'", ...simulatorHosts]) }],
  },
];

const nextConfig: NextConfig = {
  // The tests and Lighthouse build into their own folder, so they never disturb `npm start`'s build.
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  cacheComponents: true,
  // The origin this build's headers and server-action origins were made for: a process started with
  // another NEXT_PUBLIC_SITE_URL stops with a message naming it (instrumentation.ts).
  env: { SHOP_BUILT_SITE_ORIGIN: siteUrl.origin },
  // A self-contained server folder (.next/standalone) to ship to every instance (docs/adr/0010).
  output: 'standalone',
  // The shared store (docs/adr/0010-scale-out.md): each handler is Next's own in-memory one unless
  // REDIS_URL is set when the server starts, then Redis, so every instance sees one cache and one
  // revalidation. Chosen at run time, so one build serves both ways.
  cacheHandler: resolve('shared-store/page-cache.mjs'),
  cacheHandlers: {
    default: resolve('shared-store/use-cache.mjs'),
    remote: resolve('shared-store/use-cache.mjs'),
  },
  // Unlisted product and content paths render once on their first request and are then served from
  // the ISR cache (params are awaited outside Suspense); see docs/adr/0001-rendering-and-caching.md.
  partialPrefetching: false,
  poweredByHeader: false,
  // Next gzips pages and files where nothing in front compresses (the standalone server, `next start`).
  // Our front compresses itself, in brotli, and asks Next for identity (docs/adr/0018).
  compress: true,
  // Next hashes the whole HTML of every answer in JavaScript for its ETag, cached pages included: a
  // large share of a cached page's CPU (docs/adr/0015), for 304s that only spare a browser's reload.
  generateEtags: false,
  // i18n/messages.ts reads messages/ at run time; ship it with every traced server bundle.
  outputFileTracingIncludes: { '/**': ['./messages/**/*.json'] },
  reactStrictMode: true,
  // `npm test` type-checks the sources in a step of its own (tsc) before the browser tests build them,
  // and says so with this variable: a second check inside the build would cost CI time for nothing.
  typescript: { ignoreBuildErrors: env.SHOP_TYPES_CHECKED === '1' },
  // One OpenTelemetry API for the app, Next's tracer and the instrumentation, loaded from node_modules:
  // bundled, its no-op provider loses its class name, which Next's tracer reads to tell tracing is off
  // (server/observability/tracing.ts), so Next built spans for requests no one traces.
  serverExternalPackages: ['@opentelemetry/api'],
  headers: securityHeaders,
  compiler: {
    async runAfterProductionCompile(build) {
      // The scripts every page loads are compiled off the main thread while they download
      // (scripts/compile-hints.ts); then every static file is compressed once, hints included, for the
      // front to serve (docs/adr/0018).
      await markFirstLoadScripts(build);
      await precompressStaticFiles(build);
    },
  },
  experimental: {
    // Server actions are accepted from the site's own origin only, whatever Host or X-Forwarded-Host
    // a request claims (the proxy checks Origin too: docs/adr/0003), under each of its loopback names
    // when it is served on one (lib/site-origin.ts: the same rule as the proxy's).
    serverActions: { allowedOrigins: siteHosts(siteUrl.origin) },
    // Pages rendered at run time (any product or content path, and the 404 of any unknown path) stay
    // in the bounded in-memory cache instead of one file each under the build folder, which any visitor
    // could grow without limit by requesting random paths.
    isrFlushToDisk: false,
    // The stylesheets are linked, not inlined (docs/adr/0033): inlined, every page carried its
    // CSS twice (in a <style> and again in the RSC payload), and the phone's main thread paid for both.
    // Linked, the HTML is far lighter and TBT fell; the first paint waits one round trip for the
    // files, which the next page finds in the browser's cache.
    inlineCss: false,
    // Turbopack's graph chunker with its own request cost: a few small files per page, each page only
    // the CSS modules its tree uses (the default chunking's one large file measured worse, docs/adr/0017).
    cssChunking: { type: 'graph' },
  },
  images: {
    // Shopify's CDN, Prismic's imgix and the local CDN resize by themselves: no optimiser hop.
    loader: 'custom',
    loaderFile: './lib/image-loader.ts',
    deviceSizes: [...deviceSizes],
    imageSizes: [...imageSizes],
  },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
