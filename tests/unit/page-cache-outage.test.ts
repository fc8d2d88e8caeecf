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

/**
 * docs/adr/0028: a revalidation expires pages by their tags; while a provider is failing, the last
 * good page stays served as stale (answered, and rendered again behind the answer), instead of a 503
 * until the provider is back. Without a failure, an expired page is a miss (a publish is live at once).
 */
it('serves a page a revalidation expired as stale while a provider fails, and as a miss otherwise', () => {
  const script = `
    const { default: PageCache } = await import('./shared-store/page-cache.mjs');
    const { noteProviderFailure } = await import('./shared-store/request-notes.mjs');
    const cache = new PageCache({ flushToDisk: false, serverDistDir: '/nonexistent', revalidatedTags: [],
      maxMemoryCacheSize: 1024 * 1024 });
    const value = { kind: 'APP_PAGE', html: '<p>home</p>', rscData: Buffer.from('0:"home"'),
      headers: { 'x-next-cache-tags': 'prismic:home' }, postponed: undefined, status: 200, segmentData: undefined };
    const context = { kind: 'APP_PAGE', isRoutePPREnabled: true };
    await cache.set('/fr-fr', value, { cacheControl: { revalidate: 3600, expire: 86400 } });
    const fresh = await cache.get('/fr-fr', context);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.revalidateTag(['prismic:home'], { expire: 0 });
    const expired = await cache.get('/fr-fr', context);
    noteProviderFailure();
    const kept = await cache.get('/fr-fr', context);
    const now = Date.now();
    process.stdout.write(JSON.stringify({
      fresh: fresh?.value?.html ?? null,
      expired: expired?.value?.html ?? null,
      kept: kept?.value?.html ?? null,
      keptIsPastRevalidate: kept ? now - kept.lastModified > 3600 * 1000 : null,
      keptIsBeforeExpire: kept ? now - kept.lastModified < 86400 * 1000 : null,
    }));
    process.exit(0);`;
  const env = { ...process.env, REDIS_URL: '' };
  const read = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' }),
  );
  expect(read).toEqual({
    fresh: '<p>home</p>',
    expired: null,
    kept: '<p>home</p>',
    keptIsPastRevalidate: true,
    keptIsBeforeExpire: true,
  });
});
