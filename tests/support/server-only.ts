// Vitest runs server modules outside Next's bundler: 'server-only' has nothing to guard there.
export {};
