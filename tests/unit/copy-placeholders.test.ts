import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPaths } from '@/backends/prismic/paths';
import { copyPlaceholderNames, placeholdersOf, resolveCopy } from '@/lib/copy-placeholders';
import { locales } from '@/lib/markets';

/** Money in copy follows the market (docs/editing.md, "Amounts and dates in copy"). */

const text = 'Complimentary delivery from {{free_shipping_threshold}} and returns within 30 days';

describe('copy placeholders', () => {
  it("writes the free-delivery amount in each selling market's currency and number format", () => {
    expect(resolveCopy(text, 'fr-fr')).toBe('Complimentary delivery from 200€ and returns within 30 days');
    expect(resolveCopy(text, 'es-eu')).toContain('from 200€');
    expect(resolveCopy(text, 'en-eu')).toContain('from €200');
    expect(resolveCopy(text, 'en-uk')).toContain('from £175');
    expect(resolveCopy(text, 'en-us')).toContain('from $230');
    expect(resolveCopy(text, 'en-ch')).toContain('from CHF210');
  });

  it('leaves the text out where the locale sells nothing online, so it promises no delivery', () => {
    expect(resolveCopy(text, 'en-ww')).toBeNull();
    expect(resolveCopy(text, 'es-ww')).toBeNull();
    expect(resolveCopy(text, 'ja-jp')).toBeNull();
  });

  it('leaves out a text with a misspelt placeholder, and keeps a text without any as it is', () => {
    expect(resolveCopy('From {{free_shiping_threshold}}', 'fr-fr')).toBeNull();
    expect(resolveCopy('Returns within 30 days', 'ja-jp')).toBe('Returns within 30 days');
    expect(resolveCopy('From {{ free_shipping_threshold }}', 'en-uk')).toBe('From £175');
  });

  it('the demo banner and footer write no amount in euros, only the placeholder, and only known ones', () => {
    for (const type of ['banner', 'footer']) {
      for (const lang of ['en-us', 'fr-fr', 'es-es', 'ja-jp']) {
        const document = readFileSync(join(contentPaths.documents, type, `${lang}.json`), 'utf8');
        expect(document, `${type}/${lang}`).not.toMatch(/\d\s*€|€\s*\d/);
        expect(placeholdersOf(document), `${type}/${lang}`).toContain('free_shipping_threshold');
        for (const name of placeholdersOf(document)) expect(copyPlaceholderNames).toContain(name);
      }
    }
  });

  it('every locale resolves the placeholder or leaves the text out, never shows braces', () => {
    for (const locale of locales) expect(resolveCopy(text, locale) ?? '').not.toContain('{{');
  });
});
