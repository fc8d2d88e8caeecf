import { buildSync } from 'esbuild';
import { join } from 'node:path';

/**
 * The front as plain JavaScript. It is run without tsx: tsx's loader hooks would stay on every module
 * Next loads and on each of its dynamic imports per request, answered by a hooks thread, a cost
 * measured under load in docs/adr/0008.
 */
export function bundleFront(root: string, distDir: string): string {
  const outfile = join(root, distDir, 'front/serve.mjs');
  buildSync({
    ...common,
    entryPoints: [join(root, 'front/serve.ts')],
    outfile,
    // `npm start` runs it beside the repository's node_modules.
    packages: 'external',
  });
  return outfile;
}

/**
 * The front inside the standalone output, `<distDir>/standalone/front.mjs`, for an operator who wants
 * it in the container (`node front.mjs` instead of `node server.js`, front/README.md). That folder's
 * node_modules holds only what Next traced for the server: Next itself and Redis's client stay
 * outside the bundle, every other package the front uses (compression, zod) goes in.
 */
export function bundleStandaloneFront(root: string, distDir: string): string {
  const outfile = join(root, distDir, 'standalone/front.mjs');
  buildSync({
    ...common,
    entryPoints: [join(root, 'front/standalone.ts')],
    outfile,
    external: ['next', 'next/*', 'redis'],
    // The build folder's name inside the standalone output, which keeps it.
    define: { 'process.env.SHOP_STANDALONE_DIST_DIR': JSON.stringify(distDir) },
    // CommonJS packages in an ES module bundle still call `require` for Node's own modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  return outfile;
}

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  logLevel: 'warning',
} as const;
