import type { KnipConfig } from 'knip';

/**
 * Unused files, exports and dependencies (`npx knip`, part of `npm run lint` and `npm test`). The
 * Next.js plugin finds the App Router's entries (app/**, proxy.ts, next.config.ts), the next-intl
 * plugin i18n/request.ts, the Vitest and Playwright plugins the tests, the GraphQL Codegen plugin
 * codegen.ts; the rest is listed here.
 */
const config: KnipConfig = {
  workspaces: {
    // The shop, with its scripts and tests.
    '.': {
      entry: [
        // Slice Machine's library (slicemachine.config.json "libraries": ["./slices"]).
        'slices/index.ts',
        // The programs the npm scripts run.
        'scripts/*.ts',
        // The front's two entries, bundled from these paths (front/bundle.ts): npm start's, the standalone output's.
        'front/serve.ts',
        'front/standalone.ts',
        // Aliased in vitest.config.ts (resolve.alias), which knip does not follow.
        'tests/support/server-only.ts',
        'tests/support/next-cache.ts',
        // Run by path, under React's react-server condition (tests/unit/next-internals.test.ts).
        'tests/support/react-server-decode.mjs',
        // Next's cache handlers, named by path in next.config.ts and loaded by Next itself (docs/adr/0010).
        'shared-store/page-cache.mjs',
        'shared-store/use-cache.mjs',
      ],
      // Generated files are not ours to trim: GraphQL Codegen's Storefront types, Slice Machine's Prismic types.
      project: ['**/*.{ts,tsx,mjs}', '!server/shopify/generated/**', '!prismicio-types.d.ts'],
    },
    // The local backends, an npm workspace of their own (backends/package.json: the emulators' libraries),
    // checked against their own package.json. main.ts (`npm run backends`) is an entry by knip's defaults;
    // scripts/ and tests/ import the rest by relative path. Their two .js files are served, not run.
    backends: {
      project: ['**/*.ts'],
      // Only its Storefront 2026-04 schema is read, by a path built in backends/storefront/versions.ts.
      ignoreDependencies: ['storefront-schema-2026-04'],
    },
  },
  // Debian programs of the cluster (scripts/cluster.ts), installed by .ci/run; openssl makes the peers'
  // local certificate (scripts/peers/storefront-front.ts).
  ignoreBinaries: ['redis-server', 'haproxy', 'openssl'],
  ignoreDependencies: [
    // Run as node_modules/.bin/lhci by scripts/lhci.ts.
    '@lhci/cli',
    // Node 24 itself: its node_modules/.bin/node comes first on every npm script's PATH.
    'node',
  ],
  ignoreIssues: {
    // The operation maps that the generated Admin types augment (declaration merging), as the Storefront client's.
    'server/shopify/admin.ts': ['types'],
  },
};

export default config;
