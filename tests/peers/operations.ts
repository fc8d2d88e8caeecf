import { expect, request, type TestInfo } from '@playwright/test';
import type { PeerOperation } from '../../scripts/peers/storefront-front';

/**
 * The Storefront operations a peer sent through its front since the peers started (scripts/peers-server.ts),
 * each with the errors the emulator answered. Attached to the test's report, so a run says what it exercised.
 * `knownRefusals` names the operations the emulator refuses on purpose, each with the error it gives.
 */
export async function expectOperationsAnswered(
  frontOrigin: string,
  testInfo: TestInfo,
  knownRefusals: Record<string, RegExp> = {},
): Promise<string[]> {
  const context = await request.newContext({ ignoreHTTPSErrors: true });
  const operations = (await (
    await context.get(`${frontOrigin}/__peer-operations`)
  ).json()) as PeerOperation[];
  await context.dispose();
  const names = [...new Set(operations.map((o) => `${o.operation} (${o.version})`))].sort();
  await testInfo.attach('storefront-operations', { body: names.join('\n'), contentType: 'text/plain' });
  const refused = operations.filter((o) => o.errors.length > 0);
  const unexpected = refused.filter((o) => !o.errors.every((e) => knownRefusals[o.operation]?.test(e)));
  expect(unexpected).toEqual([]);
  return names;
}
