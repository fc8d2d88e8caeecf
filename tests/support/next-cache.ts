// Outside Next's compiler 'use cache' is an inert string, so its helpers have nothing to record.
export function cacheLife(): void {}
export function cacheTag(): void {}
