import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentTypes } from '@/lib/document-types';
import {
  isPlainActionArguments,
  jsonDepth,
  maxArgumentDepth,
  serverReferenceKind,
} from '@/server/next-internals/server-references';

describe('server reference ids', () => {
  it("tells a 'use cache' function (bit 7 of the first byte) from a server action", () => {
    expect(serverReferenceKind('c037367ed04350f131af6c676bf9b13f8a1b67d4d0')).toBe('use-cache');
    expect(serverReferenceKind('80491ab69366f6e93bb497ed04191242238d3125b1')).toBe('use-cache');
    expect(serverReferenceKind('60209b23fa1da6ab9fe66a938a7f58c146285bfb13')).toBe('server-action');
    expect(serverReferenceKind('40af1e963285c52cbb3ef7eeaf19a1a9f72af8f993')).toBe('server-action');
  });

  it('is no id unless it is 42 lower-case hex digits', () => {
    for (const id of [
      '',
      'x',
      '60209b23fa1da6ab9fe66a938a7f58c146285bfb1',
      '60209B23FA1DA6AB9FE66A938A7F58C146285BFB13',
    ])
      expect(serverReferenceKind(id)).toBeNull();
  });
});

describe('the arguments of a server action', () => {
  it('are a JSON array of plain values', () => {
    expect(isPlainActionArguments('["fr-fr","rose"]')).toBe(true);
    expect(isPlainActionArguments('[{"locale":"fr-fr","note":"$$5 off","code":null},"$undefined"]')).toBe(
      true,
    );
    for (const body of ['', 'notjson', '{}', '"x"', '1'])
      expect(isPlainActionArguments(body), body).toBe(false);
  });

  it('refuse React references a plain body cannot hold, except FormData parts in a multipart body', () => {
    expect(isPlainActionArguments('["$Q9"]')).toBe(false);
    expect(isPlainActionArguments('[{"a":["$@5"]}]')).toBe(false);
    expect(isPlainActionArguments('["$K1"]')).toBe(false);
    expect(isPlainActionArguments('[{"status":"idle"},"$K1"]', true)).toBe(true);
    expect(isPlainActionArguments('["$T2"]', true)).toBe(false);
  });

  it(`refuse nesting deeper than ${maxArgumentDepth}`, () => {
    const deep = `${'['.repeat(maxArgumentDepth + 1)}${']'.repeat(maxArgumentDepth + 1)}`;
    expect(isPlainActionArguments(deep)).toBe(false);
    expect(jsonDepth('[{"a":"[[[["}]')).toBe(2);
    expect(isPlainActionArguments('['.repeat(100_000))).toBe(false);
  });
});

describe('the document types cached reads accept', () => {
  it('are exactly the custom types of customtypes/', () => {
    expect([...documentTypes].sort()).toEqual(readdirSync('customtypes').sort());
  });
});
