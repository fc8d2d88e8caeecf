import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { failureContext } from '@/scripts/failure-context';

it("prints a failed test's page snapshot and the shop's warnings and errors while it ran, none other", () => {
  const folder = mkdtempSync(join(tmpdir(), 'failure-context-'));
  const snapshot = join(folder, 'error-context.md');
  writeFileSync(
    snapshot,
    '# Instructions\n\n- Following Playwright test failed.\n\n# Page snapshot\n\n```yaml\n- main:\n  - heading "Service indisponible" [level=1]\n```\n',
  );
  const shopLog = join(folder, 'shop.log');
  const line = (level: string, time: string, msg: string) => JSON.stringify({ level, time, pid: 1, msg });
  writeFileSync(
    shopLog,
    [
      line('warn', '2026-12-07T10:00:00.000Z', 'before the test'),
      line('info', '2026-12-07T10:00:01.500Z', 'an answer'),
      line('error', '2026-12-07T10:00:02.000Z', '[page] provider unavailable'),
      line('warn', '2026-12-07T10:00:09.000Z', 'after the test'),
    ].join('\n'),
  );
  const printed = failureContext(
    {
      title: 'desktop: search.spec.ts › shows results',
      startTime: '2026-12-07T10:00:01.000Z',
      duration: 5000,
      attachments: [{ name: 'error-context', path: snapshot }],
    },
    shopLog,
  ).join('\n');
  expect(printed).toContain('heading "Service indisponible"');
  expect(printed).not.toContain('Following Playwright test failed');
  expect(printed).toContain('[page] provider unavailable');
  expect(printed).not.toContain('before the test');
  expect(printed).not.toContain('after the test');
  expect(printed).not.toContain('an answer');
});
