import { afterEach, describe, expect, it, vi } from 'vitest';
import { unsupportedNode } from '@/lib/node-version';
import packageJson from '@/package.json';
import { register } from '@/instrumentation';

/**
 * The system's Node 20 started the standalone server, which then answered 500 to every request: the
 * server refuses to start on a Node older than package.json's engines, naming the one it needs.
 */
describe('unsupportedNode', () => {
  it('accepts the floor and anything newer', () => {
    expect(unsupportedNode('22.13.0', '>=22.13')).toBeNull();
    expect(unsupportedNode('22.14.1', '>=22.13')).toBeNull();
    expect(unsupportedNode('24.21.0', '>=22.13')).toBeNull();
    expect(unsupportedNode('v23.0.0', '>=22.13')).toBeNull();
  });

  it('refuses an older Node, naming what it needs and what it found', () => {
    const message = unsupportedNode('20.20.2', '>=22.13');
    expect(message).toContain('>=22.13');
    expect(message).toContain('20.20.2');
    expect(unsupportedNode('22.12.9', '>=22.13')).not.toBeNull();
    expect(unsupportedNode('22.13.0', '>=22.13.1')).not.toBeNull();
  });

  it('says so when engines.node is a range it does not read', () => {
    expect(() => unsupportedNode('24.0.0', '^22 || ^24')).toThrow(/engines\.node/);
  });
});

describe("instrumentation's register", () => {
  const versions = Object.getOwnPropertyDescriptor(process, 'versions')!;
  afterEach(() => {
    Object.defineProperty(process, 'versions', versions);
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it("stops a server started on Node 20 with package.json's floor in its message", async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    Object.defineProperty(process, 'versions', {
      ...versions,
      value: { ...process.versions, node: '20.20.2' },
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    await expect(register()).rejects.toThrow('exit 1');
    expect(String(error.mock.calls[0]?.[0])).toContain(`Node.js ${packageJson.engines.node}`);
    expect(String(error.mock.calls[0]?.[0])).toContain('20.20.2');
  });
});
