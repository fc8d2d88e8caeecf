import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBackends } from '../../../backends/server';
import { freshBackends } from '../../support/backends';

/**
 * docs/adr/0025: who may post to the writing room, and in which language it answers. A form from another
 * site (the shop's own port included: same site, another origin) is refused before it changes
 * anything; the room's own pages post as before. The room speaks English or French, from the
 * browser's Accept-Language or the switch's cookie, labels and validation messages alike.
 */
let backends: RunningBackends;
beforeAll(async () => {
  backends = await freshBackends();
});
afterAll(() => backends.close());

const room = (path = '') => `${backends.origin}/__writing-room${path}`;
const create = (headers: Record<string, string>, uid: string) =>
  fetch(room('/new'), {
    method: 'POST',
    headers,
    body: new URLSearchParams({ type: 'article_page', lang: 'fr-fr', uid }),
    redirect: 'manual',
  });

describe('the writing room refuses forms from other sites', () => {
  // The shop's default address: the room's host, another port.
  const shop = 'http://127.0.0.1:3000';
  it.each([
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['the shop on another port (same site, another origin)', { origin: shop, 'sec-fetch-site': 'same-site' }],
    ['an opaque origin (a sandboxed frame)', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['a browser that names no origin but says cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an origin alone, of another host', { origin: 'http://localhost:1' }],
  ])('refuses a post from %s, creating nothing', async (_, headers) => {
    const uid = `forged-${Math.random().toString(36).slice(2, 8)}`;
    const refused = await create(headers, uid);
    expect(refused.status).toBe(403);
    expect(await (await fetch(room(`?q=${uid}`))).text()).toContain('0 of');
  });

  it('takes a post from its own pages', async () => {
    const origin = backends.origin;
    const accepted = await create({ origin, 'sec-fetch-site': 'same-origin' }, 'room-own-page');
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toMatch(/^\/__writing-room\/documents\/[\w-]+\?done=created$/);
  });
});

describe('a URL segment the room cannot file', () => {
  it.each(['../../x', 'a/b', 'A B', '..'])('answers 400 with its message to %s, not a 500', async (uid) => {
    const refused = await create({}, uid);
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('Use lowercase letters, digits and dashes, such as spring-edit.');
    expect(page).not.toMatch(/\bat \S+\.ts:\d+/);
  });
});

describe('the writing room in English and French', () => {
  it('answers in the language the browser asks for, English otherwise', async () => {
    const page = async (acceptLanguage: string) =>
      (await fetch(room(), { headers: { 'accept-language': acceptLanguage } })).text();
    const french = await page('fr-CH,fr;q=0.9,en;q=0.5');
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('<button type="submit" class="primary">Créer un brouillon</button>');
    expect(french).toContain('<option value="fr-fr">français (France)</option>');
    expect(await page('de-DE,en;q=0.3,fr;q=0.2')).toContain('<html lang="en">');
    expect(await page('ja')).toContain('<button type="submit" class="primary">Create a draft</button>');
  });

  it('keeps the switch’s choice in a cookie over Accept-Language, and goes back to the page', async () => {
    const page = '/__writing-room/documents/article-cashmere-from-the-borders-en-us';
    const switched = await fetch(room('/language'), {
      method: 'POST',
      headers: { 'accept-language': 'en' },
      body: new URLSearchParams({ lang: 'fr', back: page }),
      redirect: 'manual',
    });
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe(page);
    const cookie = switched.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^writing-room-lang=fr; Path=\/__writing-room;/);
    const editor = await (
      await fetch(`${backends.origin}${page}`, {
        headers: { cookie: cookie.split(';')[0]!, 'accept-language': 'en' },
      })
    ).text();
    expect(editor).toContain('>Enregistrer et publier</button>');
    expect(editor).toContain('aria-label="Langue de la salle de rédaction"');

    const elsewhere = await fetch(room('/language'), {
      method: 'POST',
      body: new URLSearchParams({ lang: 'en', back: 'https://evil.example/' }),
      redirect: 'manual',
    });
    expect(elsewhere.headers.get('location')).toBe('/__writing-room');
  });

  it('words validation errors in French', async () => {
    const refused = await fetch(room('/documents/article-cashmere-from-the-borders-en-us'), {
      method: 'POST',
      headers: { 'accept-language': 'fr' },
      body: new URLSearchParams({
        action: 'save',
        uid: 'Pas Valide',
        'data.title': '**Gras** interdit',
        'data.publication_date': 'demain',
      }),
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('<h2>Corrigez d’abord ces 3 points</h2>');
    expect(html).toContain('Utilisez des minuscules, des chiffres et des tirets, par exemple spring-edit.');
    expect(html).toContain('Bloc 1 : Du texte en gras (**…**) : interdit dans ce champ.');
    expect(html).toContain('Saisissez une date au format AAAA-MM-JJ.');
  });
});
