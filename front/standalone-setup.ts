import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtServerConfig, standaloneConfigVariable } from '../server/next-internals/standalone-config';

/**
 * What Next's generated `server.js` does before it starts, for the front in the same folder: work
 * from the folder, and hand Next the configuration the build wrote, since the folder has no
 * next.config.ts to load.
 */
const folder = dirname(fileURLToPath(import.meta.url));
const distDir = process.env.SHOP_STANDALONE_DIST_DIR ?? '.next';
process.chdir(folder);
Object.assign(process.env, {
  NODE_ENV: 'production',
  NEXT_DIST_DIR: distDir,
  [standaloneConfigVariable]: builtServerConfig(join(folder, distDir)),
});
