import type { createClient } from 'redis';

/** Types of redis.mjs for the TypeScript callers (the rate limits, the health check). */
type RedisClient = ReturnType<typeof createClient>;

export declare const commandTimeoutMs: number;
export declare function sharedRedis(): RedisClient | null;
export declare function attempt<T>(command: (client: RedisClient) => Promise<T>): Promise<T | null>;
