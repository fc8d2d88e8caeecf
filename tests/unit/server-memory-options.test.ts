import { describe, expect, it } from 'vitest';
import { serverMemoryOptions } from '../../scripts/server-memory';

/**
 * How every start the repository makes (npm start, the cluster, tests, Lighthouse, the benchmarks)
 * holds the server's memory: docs/adr/0043 (V8's old space and young generation), docs/adr/0045
 * (glibc's malloc arenas) and docs/adr/0048 (its trim threshold).
 */
describe("the server's memory options", () => {
  it('cap the old space, keep the young generation small, give malloc two arenas and a fixed trim threshold by default', () => {
    const { nodeArgs, env } = serverMemoryOptions({});
    expect(nodeArgs).toEqual(['--max-old-space-size=256', '--max-semi-space-size=16']);
    expect(env).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' });
  });

  it('follow an operator who sets them', () => {
    const { nodeArgs, env } = serverMemoryOptions({
      SHOP_HEAP_MB: '512',
      SHOP_YOUNG_SPACE_MB: '32',
      MALLOC_ARENA_MAX: '4',
      MALLOC_TRIM_THRESHOLD_: '1048576',
    });
    expect(nodeArgs).toEqual(['--max-old-space-size=512', '--max-semi-space-size=32']);
    expect(env).toEqual({ MALLOC_ARENA_MAX: '4', MALLOC_TRIM_THRESHOLD_: '1048576' });
  });
});
