import type { createClient } from 'redis';

/** Types of redis.mjs for the TypeScript callers (the rate limits, the bot check, the health check). */
type RedisClient = ReturnType<typeof createClient>;

export declare const commandTimeoutMs: number;
export declare function sharedRedis(): RedisClient | null;
export declare function limitsRedis(): RedisClient | null;
export declare function attempt<T>(
  command: (client: RedisClient) => Promise<T>,
  store?: () => RedisClient | null,
): Promise<T | null>;
