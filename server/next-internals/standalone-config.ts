import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Next's generated standalone `server.js` hands its configuration to `next()` through this variable
 * (next/dist/server/config.js reads it instead of loading next.config), since the folder has no
 * next.config.ts. The standalone front does the same (front/standalone-setup.ts), and so does
 * `npm start`'s front (scripts/shop-server.ts): with the variable unset, `next()` warns at every start
 * of a build with `output: 'standalone'` that "next start" does not work with it, though it does.
 */
export const standaloneConfigVariable = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/** The configuration a build wrote for its server (`required-server-files.json`), as the variable holds it. */
export function builtServerConfig(buildFolder: string): string {
  const { config } = JSON.parse(readFileSync(join(buildFolder, 'required-server-files.json'), 'utf8')) as {
    config: unknown;
  };
  return JSON.stringify(config);
}
