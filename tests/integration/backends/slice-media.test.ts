import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';

let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());

describe('the demo film of the video_player slice on the local CDN', () => {
  const path = '/cdn/videos/atelier-morning.webm';

  it('is served whole as WebM', async () => {
    const response = await fetch(`${backends.origin}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // EBML magic number: the file really is a Matroska/WebM container.
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });

  it('answers the byte ranges a browser asks for while playing', async () => {
    const response = await fetch(`${backends.origin}${path}`, { headers: { range: 'bytes=0-99' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });

  it('knows no other film', async () => {
    expect((await fetch(`${backends.origin}/cdn/videos/unknown-film.webm`)).status).toBe(404);
  });
});
