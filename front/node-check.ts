import { unsupportedNode } from '../lib/node-version';
import packageJson from '../package.json';

/**
 * `node front.mjs` on an older Node stops before the front or Next loads, naming the Node it needs
 * (instrumentation.ts does the same for `node server.js`). Imported first by front/standalone.ts.
 */
const refusal = unsupportedNode(process.versions.node, packageJson.engines.node);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
