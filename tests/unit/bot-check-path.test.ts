import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { botCheckActions, botCheckChallengePath } from '@/lib/bot-check';

describe('the bot check asks for its challenge in one round trip (issue 31, defect 14)', () => {
  it.each(botCheckActions)('%s: the route file’s own path, which Next serves without a 308', (action) => {
    const url = new URL(botCheckChallengePath(action), 'http://shop.test');
    // next.config.ts keeps Next's default trailingSlash: false, so a path ending in '/' answers 308 first.
    expect(url.pathname).not.toMatch(/\/$/);
    expect(existsSync(`app${url.pathname}/route.ts`)).toBe(true);
    expect(url.searchParams.get('action')).toBe(action);
  });
});
