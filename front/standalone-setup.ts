import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { standaloneConfigVariable } from '../server/next-internals/standalone-config';

/**
 * What Next's generated `server.js` does before it starts, for the front in the same folder: work
 * from the folder, and hand Next the configuration the build wrote, since the folder has no
 * next.config.ts to load.
 */
const folder = dirname(fileURLToPath(import.meta.url));
const distDir = process.env.SHOP_STANDALONE_DIST_DIR ?? '.next';
process.chdir(folder);
const { config } = JSON.parse(readFileSync(join(folder, distDir, 'required-server-files.json'), 'utf8')) as {
  config: unknown;
};
Object.assign(process.env, {
  NODE_ENV: 'production',
  NEXT_DIST_DIR: distDir,
  [standaloneConfigVariable]: JSON.stringify(config),
});
