/**
 * `npm run backends:coverage`: how much of Shopify's Storefront schema the local backends answer, per
 * served version. Object fields are answered by a domain's resolver, read from the parent object
 * (refused loudly when it has no such property), or unreachable; every root field and mutation is
 * sent once with the smallest arguments its types accept, against a freshly seeded database.
 */
import { startBackends } from '../backends/server';
import { fieldCoverage } from '../backends/storefront/coverage/fields';
import {
  minimalOperations,
  rootAnswerOf,
  type GraphqlAnswer,
} from '../backends/storefront/coverage/operations';
import { buildStorefrontSchema } from '../backends/storefront/schema';
import { storefrontVersions } from '../backends/storefront/versions';

const verbose = process.argv.includes('--list');
const backends = await startBackends({ LOCAL_BACKENDS_PORT: 0, LOCAL_SMTP_PORT: 0, fresh: true });
try {
  for (const version of storefrontVersions) {
    const schema = buildStorefrontSchema(version);
    const fields = fieldCoverage(schema);
    const roots: Record<ReturnType<typeof rootAnswerOf>, string[]> = {
      data: [],
      null: [],
      unsupported: [],
      refused: [],
      invalid: [],
    };
    for (const operation of minimalOperations(schema)) {
      const response = await fetch(`${backends.origin}/api/${version}/graphql.json`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-shopify-storefront-access-token': backends.context.config.LOCAL_STOREFRONT_TOKEN,
        },
        body: JSON.stringify({ query: operation.query, variables: operation.variables }),
      });
      roots[rootAnswerOf(operation, (await response.json()) as GraphqlAnswer)].push(operation.coordinate);
    }
    const total = fields.resolved.length + fields.propertyRead.length + fields.unreachable.length;
    console.log(`Storefront API ${version}`);
    console.log(`  object fields: ${total}`);
    console.log(`    answered by a resolver:                         ${fields.resolved.length}`);
    console.log(`    read from the parent, else refused loudly:      ${fields.propertyRead.length}`);
    console.log(`    unreachable from any query or mutation:         ${fields.unreachable.length}`);
    console.log(`  root fields and mutations, each sent once: ${Object.values(roots).flat().length}`);
    console.log(`    answered with data:                             ${roots.data.length}`);
    console.log(`    null for a made-up id, handle or token:         ${roots.null.length}`);
    console.log(`    refused loudly, not supported locally:          ${roots.unsupported.length}`);
    console.log(`    refused as Shopify refuses made-up arguments:   ${roots.refused.length}`);
    console.log(`    not sent (operation invalid):                   ${roots.invalid.length}`);
    if (verbose) {
      for (const [answer, coordinates] of Object.entries(roots))
        console.log(`  ${answer}: ${coordinates.join(', ')}`);
    }
  }
} finally {
  await backends.close();
}
