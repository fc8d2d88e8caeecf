import { describe, expect, it } from 'vitest';
import { AdmissionGate, bypassesAdmission, type Admittable } from '@/lib/admission';
import { busyAnswer, busyRetryAfterSeconds, localeOfPath } from '@/lib/busy-page';

function request(log: string[], name: string): Admittable {
  return { start: () => log.push(`start ${name}`), shed: () => log.push(`shed ${name}`) };
}

describe('the admission gate in front of Next.js', () => {
  it('starts up to maxInFlight at once, queues the next in arrival order, sheds past the queue', () => {
    const log: string[] = [];
    const gate = new AdmissionGate({ maxInFlight: 2, maxQueue: 2, maxWaitMs: 1000 });
    const outcomes = ['a', 'b', 'c', 'd', 'e'].map((name) => gate.admit(request(log, name), 0));
    expect(outcomes).toEqual(['started', 'started', 'queued', 'queued', 'shed']);
    expect(log).toEqual(['start a', 'start b', 'shed e']);
    gate.release(10);
    gate.release(20);
    expect(log).toEqual(['start a', 'start b', 'shed e', 'start c', 'start d']);
    expect(gate.stats()).toMatchObject({ inFlight: 2, queued: 0, started: 4, shed: 1, longestWaitMs: 20 });
  });

  it('never lets a newcomer overtake a waiting request', () => {
    const log: string[] = [];
    const gate = new AdmissionGate({ maxInFlight: 1, maxQueue: 5, maxWaitMs: 1000 });
    gate.admit(request(log, 'a'), 0);
    gate.admit(request(log, 'b'), 0);
    gate.release(5);
    gate.admit(request(log, 'c'), 5);
    expect(log).toEqual(['start a', 'start b']);
    gate.release(6);
    expect(log).toEqual(['start a', 'start b', 'start c']);
  });

  it('sheds a request that waited maxWaitMs, whether a release or a newcomer notices first', () => {
    const log: string[] = [];
    const gate = new AdmissionGate({ maxInFlight: 1, maxQueue: 5, maxWaitMs: 100 });
    gate.admit(request(log, 'a'), 0);
    gate.admit(request(log, 'b'), 0);
    gate.admit(request(log, 'c'), 50);
    gate.expire(99);
    expect(log).toEqual(['start a']);
    gate.expire(100);
    expect(log).toEqual(['start a', 'shed b']);
    gate.release(160);
    expect(log).toEqual(['start a', 'shed b', 'shed c']);
    expect(gate.stats()).toMatchObject({ inFlight: 0, queued: 0, shed: 2 });
    expect(gate.admit(request(log, 'd'), 170)).toBe('started');
  });

  it('forgets a queued request whose client went away', () => {
    const log: string[] = [];
    const gate = new AdmissionGate({ maxInFlight: 1, maxQueue: 5, maxWaitMs: 100 });
    gate.admit(request(log, 'a'), 0);
    const gone = request(log, 'b');
    gate.admit(gone, 0);
    expect(gate.withdraw(gone)).toBe(true);
    expect(gate.withdraw(gone)).toBe(false);
    gate.release(10);
    expect(log).toEqual(['start a']);
    expect(gate.stats().inFlight).toBe(0);
  });

  it('refuses a release without a started request and limits that make no sense', () => {
    expect(() => new AdmissionGate({ maxInFlight: 1, maxQueue: 0, maxWaitMs: 0 }).release(0)).toThrow();
    expect(() => new AdmissionGate({ maxInFlight: 0, maxQueue: 0, maxWaitMs: 0 })).toThrow();
    expect(() => new AdmissionGate({ maxInFlight: Number.NaN, maxQueue: 0, maxWaitMs: 0 })).toThrow();
  });

  it('lets the health check and build files past the gate, and nothing else', () => {
    expect(bypassesAdmission('/api/health')).toBe(true);
    expect(bypassesAdmission('/api/health?probe=1')).toBe(true);
    expect(bypassesAdmission('/_next/static/chunks/app.js')).toBe(true);
    for (const url of ['/', '/fr-fr', '/api/cart?locale=fr-fr', '/api/healthz', '/_next/image?url=x'])
      expect(bypassesAdmission(url)).toBe(false);
  });
});

describe('the busy answer', () => {
  it('is a page in the language of the path’s locale, with Retry-After', () => {
    expect(localeOfPath('/fr-fr/fashion/dresses?page=2')).toBe('fr-fr');
    expect(localeOfPath('/fashion/dresses')).toBe('en-ww');
    const cases = [
      ['/fr-fr/fashion/dresses', 'lang="fr"', 'Nous sommes très sollicités'],
      ['/es-eu', 'lang="es"', 'Estamos muy solicitados'],
      ['/ja-jp/fragrance', 'lang="ja"', 'ただいま大変混み合っています'],
      ['/', 'lang="en"', 'We are very busy'],
      ['/en-us/search?q=x', 'lang="en"', 'We are very busy'],
    ] as const;
    for (const [url, lang, title] of cases) {
      const answer = busyAnswer(url);
      expect(answer.headers['retry-after']).toBe(String(busyRetryAfterSeconds));
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.body).toContain(lang);
      expect(answer.body).toContain(title);
      expect(answer.body).not.toMatch(/<script|<link|<img/);
    }
  });

  it('is the API’s error shape on API paths', () => {
    const answer = busyAnswer('/api/cart?locale=fr-fr');
    expect(answer.headers['content-type']).toBe('application/json');
    expect(JSON.parse(answer.body)).toEqual({
      error: 'The shop is busy',
      code: 'BUSY',
      retryAfter: busyRetryAfterSeconds,
    });
  });
});
