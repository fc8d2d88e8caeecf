/**
 * How the server's memory is held. V8 grows its heap lazily while there is room: a capped old space
 * holds the resident memory at the same throughput. A young generation far smaller than V8's default
 * costs less CPU per answer, as each answer allocates its page's buffers and strings (docs/adr/0043).
 * glibc's malloc gives each thread an arena of its own and keeps what it freed there: two arenas hold
 * the compression and I/O threads' buffers with less memory kept idle (docs/adr/0045), and a fixed trim
 * threshold hands freed memory back to the system instead of keeping the high-water mark (docs/adr/0048).
 * SHOP_HEAP_MB, SHOP_YOUNG_SPACE_MB, MALLOC_ARENA_MAX and MALLOC_TRIM_THRESHOLD_ change them.
 */
export function serverMemoryOptions(env: Record<string, string | undefined>): {
  nodeArgs: string[];
  env: Record<string, string>;
} {
  return {
    nodeArgs: [
      `--max-old-space-size=${Number(env.SHOP_HEAP_MB ?? 256)}`,
      `--max-semi-space-size=${Number(env.SHOP_YOUNG_SPACE_MB ?? 16)}`,
    ],
    env: {
      MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
      MALLOC_TRIM_THRESHOLD_: env.MALLOC_TRIM_THRESHOLD_ ?? '131072',
    },
  };
}
