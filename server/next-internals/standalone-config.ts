/**
 * Next's generated standalone `server.js` hands its configuration to `next()` through this variable
 * (next/dist/server/config.js reads it instead of loading next.config), since the folder has no
 * next.config.ts. The standalone front does the same (front/standalone-setup.ts).
 */
export const standaloneConfigVariable = '__NEXT_PRIVATE_STANDALONE_CONFIG';
