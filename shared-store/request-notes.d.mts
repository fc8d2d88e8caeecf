import type { AsyncLocalStorage } from 'node:async_hooks';

/** Types of request-notes.mjs for the TypeScript callers (server/unavailable-status.ts). */
export interface RequestNote {
  providerUnavailable: boolean;
}

export declare const requestNotes: AsyncLocalStorage<RequestNote>;
export declare function renderedDuringOutage(): boolean;
