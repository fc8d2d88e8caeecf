import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// Layering (ARCHITECTURE.md "Layout"), enforced on both spellings of a path: the `@/` alias and a
// relative path that climbs out of the folder. Each folder's list repeats the backends rule, because a
// later config object replaces an earlier one's options for the same rule rather than adding to them.
const from = (...folders) => `^(@/|(\\.\\./)+)(${folders.join('|')})(/|$)`;
const restricted = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});
// backends/ stand alone (they play Shopify and Prismic): nothing of the app. A relative path leaves
// backends/ only when it climbs more levels than the file sits below it, so one override per depth.
const appFolders = ['app', 'lib', 'server', 'client', 'components', 'i18n'];
const backendsStandAlone = [0, 1, 2, 3, 4].map((depth) => ({
  files: [`backends/${'*/'.repeat(depth)}*.{ts,tsx,mjs,js}`],
  rules: restricted({
    regex: `^(@/|(\\.\\./){${depth + 1},})(${appFolders.join('|')})(/|$)`,
    caseSensitive: true,
    message:
      'backends/ stand in for Shopify and Prismic: they import nothing of the app; give them their own data.',
  }),
}));
// Nothing of the app imports backends/: neither by a path nor by their npm workspace's name
// (backends/package.json), which npm links as node_modules/@maison/backends.
const noBackends = {
  regex: `${from('backends')}|^@maison/backends(/|$)`,
  caseSensitive: true,
  message: 'backends/ are the local stand-ins for Shopify and Prismic: only scripts/ and tests/ import them.',
};
// front/ is an optional server around the app (front/README.md): the app runs without it, so nothing of
// the app imports it.
const noFront = {
  regex: from('front'),
  caseSensitive: true,
  message: 'front/ is the optional Node front around the app (front/README.md): the app never imports it.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.data/**',
    '.lighthouseci/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'prismicio-types.d.ts',
    'server/shopify/generated/**',
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    ignores: ['backends/**', 'scripts/**', 'tests/**'],
    rules: restricted(noBackends, noFront),
  },
  {
    files: ['lib/**'],
    rules: restricted(
      {
        regex: from('server', 'client', 'components', 'app', 'slices', 'i18n', 'messages', 'front'),
        caseSensitive: true,
        message: 'lib/ holds pure isomorphic rules: it imports nothing of the app.',
      },
      noBackends,
    ),
  },
  {
    files: ['server/**'],
    rules: restricted(
      {
        regex: from('client', 'components'),
        caseSensitive: true,
        message: 'server/ is below the UI: move what both need to lib/.',
      },
      noBackends,
      noFront,
    ),
  },
  {
    files: ['client/**'],
    rules: restricted(
      {
        regex: `${from('server')}(?!actions/)`,
        caseSensitive: true,
        allowTypeImports: true,
        message: 'client/ reaches the server only through server actions (server/actions/*).',
      },
      {
        regex: from('components'),
        caseSensitive: true,
        message: 'client/ islands cannot import server components: move what both need to client/ or lib/.',
      },
      noBackends,
      noFront,
    ),
  },
  ...backendsStandAlone,
  {
    // zod reaches the browser through lib/zod.ts, read as a namespace (docs/adr/0017): its `z` object,
    // once passed on, keeps all of zod in a form's JavaScript, several times what a form needs.
    files: ['lib/**', 'client/**'],
    ignores: ['lib/zod.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^zod(\\u002F|$)/]',
          message: "Import zod as `import * as z from '@/lib/zod'` (docs/adr/0017).",
        },
        {
          selector:
            'ImportDeclaration[source.value=/(^@\\u002Flib\\u002F|^[.]+\\u002F)zod$/] > ImportSpecifier',
          message: "Import zod as `import * as z from '@/lib/zod'`, not by name (docs/adr/0017).",
        },
      ],
    },
  },
]);
