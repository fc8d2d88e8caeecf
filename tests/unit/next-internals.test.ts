import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { isOwnRewrite, rewritesComeBack, setInternalRewrite } from '@/server/next-internals';

describe('Next.js contracts the shop relies on (server/next-internals.ts)', () => {
  it('the request a proxy reads names a loopback address localhost (why rewrites come back)', () => {
    expect(new NextRequest('http://127.0.0.1:3000/en-eu').nextUrl.hostname).toBe('localhost');
    expect(new NextRequest('http://[::1]:3000/en-eu').nextUrl.hostname).toBe('localhost');
    expect(rewritesComeBack({ HOSTNAME: '127.0.0.1' })).toBe(true);
    expect(rewritesComeBack({ HOSTNAME: '0.0.0.0' })).toBe(false);
    expect(rewritesComeBack({ HOSTNAME: 'f3a9c1d2b4e5' })).toBe(false);
    expect(rewritesComeBack({})).toBe(false);
  });

  it('NextResponse.next({ request }) overrides request headers with the list-and-values headers we extend', () => {
    const response = NextResponse.next({ request: { headers: new Headers({ 'x-a': '1' }) } });
    expect(response.headers.get('x-middleware-override-headers')).toBe('x-a');
    expect(response.headers.get('x-middleware-request-x-a')).toBe('1');
  });

  it('a rewrite that comes back carries the proof, beside the headers the request had', () => {
    const request = new NextRequest('http://localhost:3000/en-eu/fashion', { headers: { cookie: 'a=1' } });
    const intl = NextResponse.next({
      request: { headers: new Headers({ cookie: 'a=1', 'x-locale': 'en-eu' }) },
    });
    setInternalRewrite(intl, '/en-eu/listings/fashion/~/~', request, { HOSTNAME: '127.0.0.1' });
    expect(intl.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en-eu/listings/fashion/~/~');
    const kept = intl.headers.get('x-middleware-override-headers')!.split(',');
    expect(kept).toEqual(['cookie', 'x-locale', 'x-shop-internal-rewrite']);
    const proof = intl.headers.get('x-middleware-request-x-shop-internal-rewrite')!;
    const back = new NextRequest('http://localhost:3000/en-eu/listings/fashion/~/~', {
      headers: { 'x-shop-internal-rewrite': proof },
    });
    expect(isOwnRewrite(back)).toBe(true);
    expect(isOwnRewrite(new NextRequest(back.url, { headers: { 'x-shop-internal-rewrite': 'guess' } }))).toBe(
      false,
    );
  });

  it('a rewrite that comes back goes over plain HTTP, whatever protocol the request claims', () => {
    const request = new NextRequest('https://localhost:3000/');
    const response = NextResponse.next();
    setInternalRewrite(response, '/en-ww', request, { HOSTNAME: '127.0.0.1' });
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/en-ww');
  });

  it('a rewrite that stays internal changes no request header', () => {
    const request = new NextRequest('http://localhost:3000/en-eu/fashion');
    const response = NextResponse.next();
    setInternalRewrite(response, '/en-eu/listings/fashion/~/~', request, { HOSTNAME: 'shop-7f3a' });
    expect(response.headers.get('x-middleware-override-headers')).toBeNull();
  });
});
