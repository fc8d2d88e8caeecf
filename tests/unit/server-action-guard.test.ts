import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { refuseServerActionRequest } from '@/server/guards/server-actions';

/**
 * React's decodeAction calls whatever reference a form names, by `$ACTION_ID_<id>`
 * or by `$ACTION_REF_<any suffix>` with its descriptor in `$ACTION_<suffix>:0`; every spelling that
 * names a 'use cache' function (first byte's bit 7 set) must be refused before Next.js decodes it.
 */
const site = 'http://localhost:3000';
const action = `00${'a'.repeat(40)}`;
const cached = `ff${'b'.repeat(40)}`;

function formPost(fields: [string, string][], headers: Record<string, string> = {}, urlencoded = false) {
  const body = urlencoded ? new URLSearchParams(fields) : new FormData();
  if (body instanceof FormData) for (const [name, value] of fields) body.append(name, value);
  return new NextRequest(`${site}/fr-fr`, { method: 'POST', body, headers: { origin: site, ...headers } });
}

async function status(request: NextRequest): Promise<number | null> {
  return (await refuseServerActionRequest(request, site))?.status ?? null;
}

describe('server-action guard: every form spelling of a reference', () => {
  it.each([
    ['a numbered suffix', '1'],
    ['a word suffix', 'x'],
    ['an empty suffix', ''],
    ['a suffix with punctuation', 'a:b$c'],
  ])('refuses a bound reference to a cached function with %s', async (_, suffix) => {
    const fields: [string, string][] = [
      [`$ACTION_REF_${suffix}`, ''],
      [`$ACTION_${suffix}:0`, JSON.stringify({ id: cached, bound: ['zz-1'] })],
    ];
    expect(await status(formPost(fields))).toBe(404);
    expect(await status(formPost(fields, {}, true))).toBe(404);
  });

  it('lets a bound reference to a server action through, whatever its suffix', async () => {
    for (const suffix of ['1', 'x'])
      expect(
        await status(
          formPost([
            [`$ACTION_REF_${suffix}`, ''],
            [`$ACTION_${suffix}:0`, JSON.stringify({ id: action, bound: '$@1' })],
            [`$ACTION_${suffix}:1`, '["fr-fr"]'],
            ['$ACTION_KEY', 'k0'],
            ['email', 'a@example.com'],
          ]),
        ),
      ).toBeNull();
  });

  it('refuses a descriptor whose text and JSON name different references (duplicate keys)', async () => {
    const descriptor = `{"id":"${action}","id":"${cached}","bound":null}`;
    expect(
      await status(
        formPost([
          ['$ACTION_REF_x', ''],
          ['$ACTION_x:0', descriptor],
        ]),
      ),
    ).toBe(400);
  });

  it.each([
    ['an outlined id', '{"id":"$1","bound":null}'],
    ['a reference as the whole descriptor', '"$1"'],
    ['no descriptor', null],
    ['not JSON', '{"id":"' + action + '"'],
  ])('refuses %s', async (_, descriptor) => {
    const fields: [string, string][] = [['$ACTION_REF_x', '']];
    if (descriptor !== null) fields.push(['$ACTION_x:0', descriptor]);
    expect(await status(formPost(fields))).toBe(400);
  });

  it('refuses two descriptors for one reference', async () => {
    const descriptor = JSON.stringify({ id: action, bound: null });
    expect(
      await status(
        formPost([
          ['$ACTION_REF_x', ''],
          ['$ACTION_x:0', descriptor],
          ['$ACTION_x:0', descriptor],
        ]),
      ),
    ).toBe(400);
  });

  it('refuses $ACTION_ID_ of a cached function and lets a server action through', async () => {
    expect(await status(formPost([[`$ACTION_ID_${cached}`, '']]))).toBe(404);
    expect(await status(formPost([[`$ACTION_ID_${action}`, '']]))).toBeNull();
  });

  it('refuses a form naming a cached function beside an action header', async () => {
    const request = formPost(
      [
        ['0', '[]'],
        ['$ACTION_REF_x', ''],
        ['$ACTION_x:0', JSON.stringify({ id: cached, bound: null })],
      ],
      { 'next-action': action },
    );
    expect(await status(request)).toBe(404);
  });

  it('refuses a bound reference from another origin', async () => {
    const fields: [string, string][] = [
      ['$ACTION_REF_x', ''],
      ['$ACTION_x:0', JSON.stringify({ id: action, bound: null })],
    ];
    expect(await status(formPost(fields, { origin: 'https://evil.example' }))).toBe(403);
  });
});
