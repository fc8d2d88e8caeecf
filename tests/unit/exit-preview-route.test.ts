import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';

/** The exit bar's `redirect` is a visitor-chosen return address: it never leaves the site. */
// Prismic's exitPreview turns draft mode off, which needs a request scope; its answer is all the route uses.
vi.mock('@prismicio/next', () => ({ exitPreview: async () => Response.json({ success: true }) }));

const { GET } = await import('@/app/api/exit-preview/route');
const { serverConfig } = await import('@/server/config');

const exit = (redirect: string) =>
  GET(new NextRequest(`http://localhost:3000/api/exit-preview?${new URLSearchParams({ redirect })}`));

describe('GET /api/exit-preview?redirect=…', () => {
  it('sends the editor back to the page', async () => {
    const answer = await exit('/fr-fr/articles/spring?x=1');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      new URL('/fr-fr/articles/spring?x=1', serverConfig().siteUrl).href,
    );
  });

  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '//evil.example',
    'https://evil.example/',
  ])('sends %s to the home page of the site, never elsewhere', async (redirect) => {
    const answer = await exit(redirect);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(new URL('/', serverConfig().siteUrl).href);
  });
});
