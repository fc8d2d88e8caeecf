import { unsupportedNode } from '../lib/node-version';
import packageJson from '../package.json';

/**
 * A server started on an older Node stops before the front or Next loads, naming the Node it needs:
 * imported first by front/standalone.ts (`node front.mjs`) and by instrumentation.ts (`node
 * server.js`, `next start`), where a dynamic import keeps it out of the Edge runtime's bundle.
 */
const refusal = unsupportedNode(process.versions.node, packageJson.engines.node);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
