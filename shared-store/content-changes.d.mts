/** Types of content-changes.mjs for the TypeScript callers (server/prismic/client.ts). */
export declare function noteTagExpiry(at: number): void;
export declare function latestTagExpiry(): number;
