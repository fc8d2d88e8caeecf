import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';

/**
 * docs/adr/0001, "A provider that cannot answer": a page whose render caught a provider failure and
 * rendered the error block is not stored, even when Next did not see the failure (the render joined a
 * read another request had started), so its next read renders it again rather than serving the error
 * block for an hour. The handler as Next loads it: with Node's own loader, no REDIS_URL.
 */
it('the page cache stores a page rendered while the providers answered, not one rendered during an outage', () => {
  const script = `
    const { default: PageCache } = await import('./shared-store/page-cache.mjs');
    const { requestNotes } = await import('./shared-store/request-notes.mjs');
    const cache = new PageCache({ flushToDisk: false, serverDistDir: '/nonexistent', revalidatedTags: [],
      maxMemoryCacheSize: 1024 * 1024 });
    const page = (body) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: 60 });
    const context = { fetchCache: true, tags: [], kind: 'FETCH' };
    const store = (key, providerUnavailable) =>
      requestNotes.run({ providerUnavailable }, () => cache.set(key, page(key), context));
    await store('/fine', false);
    await store('/outage', true);
    const read = async (key) => (await cache.get(key, context))?.value?.data.body ?? null;
    process.stdout.write(JSON.stringify({ fine: await read('/fine'), outage: await read('/outage') }));
    process.exit(0);`;
  const env = { ...process.env, REDIS_URL: '' };
  const stored = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' }),
  );
  expect(stored).toEqual({ fine: '/fine', outage: null });
});
