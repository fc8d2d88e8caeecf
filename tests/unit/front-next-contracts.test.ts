// Next's own Node.js environment (AsyncLocalStorage on globalThis), set up before Next's modules load.
import 'next/dist/server/node-environment-baseline.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { configuredHeaders, type HeaderRule } from '@/front/configured-headers';
import { frontCacheKey, isShareable } from '@/front/front-cache';
import { builtServerConfig, standaloneConfigVariable } from '@/server/next-internals/standalone-config';

/**
 * The contracts with Next.js that the shop's own front relies on (server/next-internals/README.md lists
 * them; the front keeps them beside its code, as it runs before Next). Each test runs the installed
 * next and names the contract it checks when an upgrade breaks it.
 */
const require = createRequire(import.meta.url);

describe("contract: the front's page cache and Next's Vary (front/front-cache.ts)", () => {
  /** The Vary Next gives a page, from its own setVaryHeader, with and without interception routes. */
  function nextVary(): string[] {
    const { default: BaseServer } = require('next/dist/server/base-server.js') as {
      default: { prototype: { setVaryHeader: (...args: unknown[]) => void } };
    };
    const values: string[] = [];
    const response = { appendHeader: (_name: string, value: string) => values.push(value) };
    for (const intercepted of [true, false])
      BaseServer.prototype.setVaryHeader.call(
        { pathCouldBeIntercepted: () => intercepted },
        { headers: {} },
        response,
        true,
        '/fr-fr',
      );
    return values;
  }

  it("a page varying only as Next's pages do is shareable", () => {
    for (const vary of nextVary())
      expect(
        isShareable({
          status: 200,
          headers: { 'cache-control': 's-maxage=60', vary },
          body: Buffer.from(''),
        }),
        `the front cache understands Next's Vary: ${vary}`,
      ).toBe(true);
  });

  it("a request carrying any header of Next's Vary never shares the cached page", () => {
    const names = new Set(nextVary().flatMap((vary) => vary.split(',').map((name) => name.trim())));
    for (const name of names)
      expect(
        frontCacheKey({ method: 'GET', url: '/fr-fr', headers: { [name]: '1' } }),
        `a request with ${name} (in Next's Vary) is kept out of the front cache`,
      ).toBeNull();
  });

  it("a request in Next's draft mode is kept out of the cache", () => {
    const { COOKIE_NAME_PRERENDER_BYPASS } = require('next/dist/server/api-utils/index.js') as {
      COOKIE_NAME_PRERENDER_BYPASS: string;
    };
    expect(
      frontCacheKey({
        method: 'GET',
        url: '/fr-fr',
        headers: { cookie: `${COOKIE_NAME_PRERENDER_BYPASS}=1` },
      }),
      `Next's draft-mode cookie is ${COOKIE_NAME_PRERENDER_BYPASS}`,
    ).toBeNull();
  });
});

describe("contract: next.config.ts's headers as the routes manifest holds them (front/configured-headers.ts)", () => {
  const { buildCustomRoute } = require('next/dist/lib/build-custom-route.js') as {
    buildCustomRoute: (type: 'header', route: object) => HeaderRule;
  };
  /** The rules as Next's generate-routes-manifest writes them from next.config.ts's shapes. */
  const rules = [
    { source: '/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
    {
      source: '/:path((?!slice-simulator(?:/|$)).*)',
      headers: [{ key: 'X-Frame-Options', value: 'DENY' }],
    },
  ].map((route) => buildCustomRoute('header', route));

  it('matches a path as Next does, later rules added', () => {
    expect(configuredHeaders('/_next/static/chunks/app.js', rules), "Next's header regex").toEqual({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    expect(configuredHeaders('/slice-simulator', rules)).toEqual({ 'x-content-type-options': 'nosniff' });
  });

  it('leaves a path to Next when a matching rule depends on the request', () => {
    const conditional = buildCustomRoute('header', {
      source: '/:path*',
      has: [{ type: 'cookie', key: 'a' }],
      headers: [{ key: 'X-A', value: '1' }],
    });
    expect(configuredHeaders('/fr-fr', [...rules, conditional]), 'a `has` rule in the manifest').toBeNull();
  });
});

describe('contract: the standalone front hands Next its configuration (front/standalone-setup.ts)', () => {
  it("Next's loadConfig takes the configuration from the variable Next's own server.js sets", async () => {
    const { default: loadConfig } = require('next/dist/server/config.js') as {
      default: (phase: string, dir: string) => Promise<{ distDir: string; compress: boolean }>;
    };
    const written = { distDir: './.next-standalone-contract', compress: true };
    const saved = process.env[standaloneConfigVariable];
    process.env[standaloneConfigVariable] = JSON.stringify(written);
    try {
      const loaded = await loadConfig('phase-production-server', '/nonexistent-standalone-folder');
      expect(loaded, `loadConfig reading ${standaloneConfigVariable}`).toEqual(written);
    } finally {
      if (saved === undefined) delete process.env[standaloneConfigVariable];
      else process.env[standaloneConfigVariable] = saved;
    }
  });

  it('reads the configuration a build wrote for its server', () => {
    const build = mkdtempSync(join(tmpdir(), 'built-config-'));
    const config = { distDir: '.next', output: 'standalone' };
    writeFileSync(
      join(build, 'required-server-files.json'),
      JSON.stringify({ version: 1, config, files: [] }),
    );
    expect(JSON.parse(builtServerConfig(build))).toEqual(config);
  });

  it('next() warns that "next start" does not work with standalone only while the variable is unset', async () => {
    // The server Next's request handlers make inside a custom server's next(), as its router does.
    const next = require('next/dist/server/next.js') as (options: object) => {
      createServer(): unknown;
      getServer(): Promise<unknown>;
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const saved = process.env[standaloneConfigVariable];
    const standalone = { output: 'standalone', distDir: '.next' };
    const warned = async (handedOver: boolean) => {
      if (handedOver) process.env[standaloneConfigVariable] = JSON.stringify(standalone);
      else delete process.env[standaloneConfigVariable];
      warn.mockClear();
      const server = next({
        customServer: false,
        dev: false,
        dir: '/nonexistent-standalone-folder',
        conf: standalone,
      });
      // No build here: only the configuration step runs, which is where the warning is.
      server.createServer = async () => ({});
      await server.getServer();
      return warn.mock.calls.some(([line]) => /does not work with "output: standalone"/.test(String(line)));
    };
    try {
      expect(await warned(false), 'without the build configuration').toBe(true);
      expect(await warned(true), 'with the build configuration handed over').toBe(false);
    } finally {
      warn.mockRestore();
      if (saved === undefined) delete process.env[standaloneConfigVariable];
      else process.env[standaloneConfigVariable] = saved;
    }
  });
});
