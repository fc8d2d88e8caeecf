import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileHint, markFirstLoadScripts } from '@/scripts/compile-hints';
import { firstLoadScripts } from '@/server/next-internals/build-manifests';

let distDir: string;
const write = (file: string, text: string) => {
  mkdirSync(dirname(join(distDir, file)), { recursive: true });
  writeFileSync(join(distDir, file), text);
};
const read = (file: string) => readFileSync(join(distDir, file), 'utf8');

/** A build folder laid out as Next 16 writes it: the framework's chunks, two routes, one lazy chunk. */
beforeEach(() => {
  distDir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  write(
    'build-manifest.json',
    JSON.stringify({ rootMainFiles: ['static/chunks/framework.js', 'static/chunks/turbopack.js'] }),
  );
  const manifest = (route: string, entries: Record<string, string[]>) =>
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles: entries })};`;
  write(
    'server/app/[locale]/page_client-reference-manifest.js',
    manifest('/[locale]/page', {
      '[project]/app/[locale]/layout': ['static/chunks/layout.js'],
      '[project]/app/[locale]/page': ['static/chunks/layout.js', 'static/chunks/home.js'],
    }),
  );
  write(
    'server/app/[locale]/search/page_client-reference-manifest.js',
    manifest('/[locale]/search/page', { '[project]/app/[locale]/search/page': ['static/chunks/search.js'] }),
  );
  for (const chunk of ['framework', 'turbopack', 'layout', 'home', 'search', 'dialog'])
    write(`static/chunks/${chunk}.js`, `console.log(${JSON.stringify(chunk)});`);
  write('static/chunks/layout.css', 'body{}');
});

afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe('compile hints on the scripts a page loads', () => {
  it('lists the framework chunks and every route entry chunk, not a chunk loaded later', () => {
    expect([...firstLoadScripts(distDir)].sort()).toEqual(
      ['framework', 'home', 'layout', 'search', 'turbopack'].map((name) => `static/chunks/${name}.js`),
    );
  });

  it('hints each first-load script once, and leaves lazy chunks and stylesheets as built', async () => {
    await markFirstLoadScripts({ distDir });
    await markFirstLoadScripts({ distDir });
    expect(read('static/chunks/framework.js')).toBe(`${compileHint}console.log("framework");`);
    expect(read('static/chunks/home.js')).toBe(`${compileHint}console.log("home");`);
    expect(read('static/chunks/dialog.js')).toBe('console.log("dialog");');
    expect(read('static/chunks/layout.css')).toBe('body{}');
  });
});
