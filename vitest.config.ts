import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@': root,
      'server-only': `${root}tests/support/server-only.ts`,
      'next/cache': `${root}tests/support/next-cache.ts`,
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // graphql ships ESM and CJS builds: load @graphql-tools through Vite too, so it and the
          // Storefront schema share one graphql instance ("Cannot use GraphQLObjectType from another realm").
          server: { deps: { inline: [/@graphql-tools/] } },
        },
      },
    ],
  },
});
