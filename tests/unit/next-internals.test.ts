import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { internalRewriteUrl } from '@/server/next-internals';

describe('Next.js contracts the shop relies on (server/next-internals.ts)', () => {
  it('the request a proxy reads names a loopback address localhost (the reason for internalRewriteUrl)', () => {
    expect(new NextRequest('http://127.0.0.1:3000/en-eu').nextUrl.hostname).toBe('localhost');
    expect(new NextRequest('http://[::1]:3000/en-eu').nextUrl.hostname).toBe('localhost');
  });

  it('an internal rewrite keeps the host the server was started on', () => {
    const request = new NextRequest('http://127.0.0.1:3000/en-eu/fashion?sort=price');
    const path = '/en-eu/listings/fashion/~/~';
    expect(internalRewriteUrl(path, request, { HOSTNAME: '127.0.0.1' }).href).toBe(
      `http://127.0.0.1:3000${path}`,
    );
    expect(internalRewriteUrl(path, request, { HOSTNAME: '::1' }).href).toBe(`http://[::1]:3000${path}`);
    // A name, or no HOSTNAME: Next serves "localhost" itself, as the request reads.
    expect(internalRewriteUrl(path, request, { HOSTNAME: 'shop-7f3a' }).href).toBe(
      `http://localhost:3000${path}`,
    );
    expect(internalRewriteUrl(path, request, {}).href).toBe(`http://localhost:3000${path}`);
  });
});
