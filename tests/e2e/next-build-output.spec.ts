import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { clientReferenceManifests, firstLoadScripts } from '@/server/next-internals/build-manifests';
import { serverReferenceNames } from '@/server/next-internals/server-reference-manifest';
import { serverReferenceKind } from '@/server/next-internals/server-references';
import { expect, test } from './support';

/**
 * The files of a real `next build` the shop reads (server/next-internals/README.md): the test shop's
 * build (TEST_DIST_DIR), made by this run's test server. Each check names the contract it holds.
 */
const distDir = join(process.cwd(), process.env.TEST_DIST_DIR ?? '.next-test');
const json = (file: string): unknown => JSON.parse(readFileSync(join(distDir, file), 'utf8'));

test.describe("contract: Next's build output", () => {
  test('build-manifest.json lists the framework scripts in rootMainFiles (build-manifests.ts)', () => {
    const { rootMainFiles } = z
      .object({ rootMainFiles: z.array(z.string()).min(1) })
      .parse(json('build-manifest.json'), { error: () => 'build-manifest.json: rootMainFiles changed' });
    for (const file of rootMainFiles) expect(existsSync(join(distDir, file)), file).toBe(true);
    const scripts = firstLoadScripts(distDir);
    for (const file of rootMainFiles.filter((name) => name.endsWith('.js')))
      expect(scripts.has(file), `${file} is a first-load script`).toBe(true);
  });

  test('each route’s client reference manifest script assigns its entryJSFiles (build-manifests.ts)', () => {
    const manifests = clientReferenceManifests(join(distDir, 'server/app'));
    expect(
      manifests.length,
      'server/app/…_client-reference-manifest.js assign globalThis.__RSC_MANIFEST',
    ).toBeGreaterThan(10);
    for (const manifest of manifests) {
      const entries = z.record(z.string(), z.array(z.string())).parse(manifest.entryJSFiles);
      for (const file of Object.values(entries).flat())
        expect(existsSync(join(distDir, file)), file).toBe(true);
    }
  });

  test('routes-manifest.json holds next.config.ts’s headers as regex rules (the front’s configured headers)', () => {
    const rule = z.object({
      regex: z.string(),
      headers: z.array(z.object({ key: z.string(), value: z.string() })),
    });
    const { headers } = z.object({ headers: z.array(rule).min(1) }).parse(json('routes-manifest.json'));
    expect(
      headers.some(({ headers: list }) => list.some(({ key }) => key === 'Content-Security-Policy')),
    ).toBe(true);
  });

  test('server/server-reference-manifest.json names each server reference by file and export (server-reference-manifest.ts)', () => {
    const names = serverReferenceNames({ NEXT_DIST_DIR: distDir });
    const actions = [...names].filter(([id]) => serverReferenceKind(id) === 'server-action');
    expect(actions.length, 'the server actions the forms and islands call').toBeGreaterThan(10);
    for (const [id] of names) expect(serverReferenceKind(id), id).not.toBeNull();
    const named = new Set(actions.map(([, name]) => name));
    for (const action of [
      'cart.ts#addToCartAction',
      'sign-in.ts#loginAction',
      'newsletter.ts#newsletterAction',
    ])
      expect(named.has(action), `${action} among ${[...named].join(', ')}`).toBe(true);
  });

  test('a file-based icon is prerendered as .body and .meta under server/app (the front’s static assets)', () => {
    const meta = z
      .object({ status: z.literal(200), headers: z.object({ 'cache-control': z.string() }) })
      .parse(json('server/app/icon.svg.meta'));
    expect(meta.headers['cache-control']).toBeTruthy();
    expect(readFileSync(join(distDir, 'server/app/icon.svg.body'), 'utf8')).toContain('<svg');
  });
});
