import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logger, routeConsoleThroughLogger } from '@/server/observability/log';
import { lineScrubber, secretValues } from '@/server/observability/redaction';
import { requestContexts } from '@/server/observability/request-context';

const adminToken = 'shpat_0123456789abcdef0123456789abcdef';

describe('what no log line carries (issue 35)', () => {
  it('scrubs e-mail addresses, URL credentials, bearer tokens and the secret variables’ values', () => {
    const scrub = lineScrubber(secretValues({ SHOPIFY_ADMIN_ACCESS_TOKEN: adminToken, PORT: '3000' }));
    const line = scrub(
      JSON.stringify({
        msg: `login failed for Jane.Doe+shop@example.co.uk via redis://shop:hunter2pass@10.0.0.5:6379 with Bearer abc.def-ghi and ${adminToken}`,
      }),
    );
    expect(line).not.toMatch(/Jane|example\.co\.uk|hunter2pass|abc\.def-ghi|shpat_/);
    expect(line).toContain('[email]');
    expect(line).toContain('//[credentials]@10.0.0.5:6379');
    expect(line).toContain('Bearer [redacted]');
    expect(line).toContain('[secret]');
    expect(JSON.parse(line)).toBeTruthy();
  });

  it('writes JSON lines with the request id, fields named as secrets redacted', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'shop-log-')), 'shop.log');
    const log = logger({ LOG_FILE: file, LOG_LEVEL: 'info', SHOPIFY_ADMIN_ACCESS_TOKEN: adminToken });
    routeConsoleThroughLogger();
    requestContexts.run({ id: 'req-42' }, () => {
      log.info(
        { email: 'someone@example.com', password: 'p4ssw0rd!', nested: { token: 'tok_123456' } },
        'signed up',
      );
      console.warn('Storefront said %s to %s', `token ${adminToken}`, 'client@example.org');
    });
    // The file is written asynchronously, once opened, at least every second.
    const written = () => readFileSync(file, 'utf8').split('\n').filter(Boolean);
    await expect.poll(() => written().length, { timeout: 5000 }).toBe(2);
    const lines = written().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({
      level: 'info',
      reqId: 'req-42',
      msg: 'signed up',
      email: '[redacted]',
      password: '[redacted]',
    });
    expect(lines[0]!.nested).toEqual({ token: '[redacted]' });
    expect(lines[1]).toMatchObject({ level: 'warn', reqId: 'req-42' });
    const text = readFileSync(file, 'utf8');
    expect(text).not.toMatch(/someone@|p4ssw0rd|tok_123456|client@example|shpat_/);
  });
});
