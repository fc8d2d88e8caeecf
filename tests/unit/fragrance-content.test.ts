import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isFragranceArtwork } from '@/backends/cdn/artwork';
import { contentPaths } from '@/backends/prismic/paths';
import { isContestRunning } from '@/lib/contests';

/** Fragrance pages show fragrance, and a contest ends by itself. */

function documentTexts(type: string): { file: string; text: string }[] {
  const dir = join(contentPaths.documents, type);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ file: `${type}/${file}`, text: readFileSync(join(dir, file), 'utf8') }));
}

const fragranceDocumentTypes = [
  'root_category_page_fragrance',
  'root_category_page_fragrance_v2',
  'category_page_fragrance',
  'category_page_fragrance_v2',
  'landing_fragrance_v2',
  'popin_contests',
];

describe('fragrance artwork', () => {
  it('every picture of the fragrance categories, the Rose Absolue campaign and the contest is drawn as fragrance', () => {
    const names = fragranceDocumentTypes.flatMap((type) =>
      documentTexts(type).flatMap(({ file, text }) =>
        [...text.matchAll(/\/cdn\/[a-z]+\/([a-z0-9_-]+)\.(?:jpg|png|webp)/g)].map((m) => ({
          file,
          name: m[1]!,
        })),
      ),
    );
    expect(names.length).toBeGreaterThan(20);
    const garments = names.filter(({ name }) => !isFragranceArtwork(name));
    expect(garments).toEqual([]);
  });

  it('fashion pictures stay garments', () => {
    for (const name of [
      'category-dresses-push-1200x1500',
      'home-hero-spring-silk-2400x1350',
      'silk-wrap-dress-1',
    ])
      expect(isFragranceArtwork(name), name).toBe(false);
  });
});

describe('contest end', () => {
  it('takes entries through its last day, Paris time, and hides itself from the next one', () => {
    // 30 April 23:30 in Paris (UTC+2) is still the last day; 1 May 00:30 in Paris is not.
    expect(isContestRunning('2026-04-30', new Date('2026-04-30T21:30:00Z'))).toBe(true);
    expect(isContestRunning('2026-04-30', new Date('2026-04-30T22:30:00Z'))).toBe(false);
    // The day this defect was seen: the contest that ended on 30 April is hidden.
    expect(isContestRunning('2026-04-30', new Date('2026-11-27T10:00:00Z'))).toBe(false);
    expect(isContestRunning(null, new Date('2026-11-27T10:00:00Z'))).toBe(true);
  });

  it('the demo contest names its last day in every language, the day its text announces', () => {
    const documents = documentTexts('popin_contests');
    expect(documents).toHaveLength(4);
    for (const { file, text } of documents) {
      const data = (JSON.parse(text) as { data: { ends_on?: string } }).data;
      expect(data.ends_on, file).toMatch(/^\d{4}-04-30$/);
    }
  });

  it('the demo contest gives a way to take part in every language: a link to a page of its own language', () => {
    const pages = documentTexts('universal_page').map(
      ({ text }) => JSON.parse(text) as { id: string; lang: string; uid: string },
    );
    for (const { file, text } of documentTexts('popin_contests')) {
      const contest = JSON.parse(text) as {
        lang: string;
        data: { link?: { link_type: string; id?: string } };
      };
      expect(contest.data.link?.link_type, file).toBe('Document');
      const page = pages.find(({ id }) => id === contest.data.link?.id);
      expect(page, file).toMatchObject({ lang: contest.lang, uid: 'grasse-weekend' });
    }
  });
});
