import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderSliceMock } from '@prismicio/mocks';
import { SharedSlice } from '@prismicio/types-internal/lib/customtypes';
import { describe, expect, it } from 'vitest';
import { loadModels } from '@/backends/prismic/models';
import { contentPaths } from '@/backends/prismic/paths';
import { validateData } from '@/backends/prismic/validate-fields';
import { isGiftCardExpired } from '@/lib/gift-card';
import { giftCardBalanceRequestSchema } from '@/server/gift-cards';
import { parseHandles } from '@/lib/handles';
import { padStepNumber, recommendHandles } from '@/lib/quiz';
import { sliceFromMock, withMediaOrigin, type SliceMock } from '@/lib/slice-mocks';
import { isTrackingFieldValue, isTrackingTemplate, trackingUrl } from '@/lib/tracking';
import { components } from '@/slices';
import { sliceLibrary } from '@/slices/library';
import {
  contentModelsSource,
  editorialSource,
  formatted,
  productPageSource,
  sliceIndexSource,
  type SliceFolder,
} from '../../scripts/slice-machine-files';

/** The slice ids of the content contract (spec §2.2 "assembled from blocks"). */
const contractSlices = {
  hero: 'Hero',
  product_slider: 'ProductSlider',
  accordion: 'Accordion',
  product_grid: 'ProductGrid',
  push_blocks: 'PushBlocks',
  lookbook_grid: 'LookbookGrid',
  testimonial: 'Testimonial',
  video_player: 'VideoPlayer',
  rich_text: 'RichText',
  parcel_tracking: 'ParcelTracking',
  return_widget: 'ReturnWidget',
  gift_card_balance: 'GiftCardBalance',
  quiz: 'Quiz',
  fragrance_campaign_story: 'FragranceCampaignStory',
  fashion_campaign_looks: 'FashionCampaignLooks',
} as const;

const models = loadModels(contentPaths.customTypes, contentPaths.slices);
const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;
const entries = Object.entries(contractSlices);
const sliceFoldersById: Record<string, string> = {
  ...contractSlices,
  footer_links: 'FooterLinks',
  menu_item: 'MenuItem',
};

describe('the slice library', () => {
  it.each(entries)('%s has a model, mocks and a component in slices/%s', (id, folder) => {
    const dir = join(contentPaths.slices, folder);
    for (const file of ['model.json', 'mocks.json', 'index.tsx'])
      expect(existsSync(join(dir, file)), file).toBe(true);
    const model = readJson<{ id: string; variations: unknown[] }>(join(dir, 'model.json'));
    expect(model.id).toBe(id);
    expect(SharedSlice.decode(model)._tag).toBe('Right');
    const { variations } = model as unknown as { variations: { primary: Record<string, unknown> }[] };
    for (const variation of variations)
      expect(Object.keys(variation.primary), 'anchor field').toContain('section_id');
  });

  it('registers the contract slices and the shell slices in slices/index.ts', () => {
    expect(Object.keys(components).sort()).toEqual(
      [...Object.keys(contractSlices), 'footer_links', 'menu_item'].sort(),
    );
    for (const component of Object.values(components)) expect(typeof component).toBe('function');
  });

  it('holds the files Slice Machine would write: its index and the derived product and editorial page slices', async () => {
    const folders = readdirSync(contentPaths.slices, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({
        folder: entry.name,
        model: readJson<SliceFolder['model']>(join(contentPaths.slices, entry.name, 'model.json')),
      }));
    const customTypes = readdirSync(contentPaths.customTypes).map((id) =>
      readJson(join(contentPaths.customTypes, id, 'index.json')),
    );
    const models = join(process.cwd(), 'server', 'prismic', 'content-models.ts');
    expect(readFileSync(models, 'utf8'), 'content-models.ts: run npx tsx scripts/prismic-types.ts').toBe(
      await formatted(contentModelsSource(readdirSync(contentPaths.customTypes), folders), models),
    );
    for (const [file, source] of [
      ['index.ts', sliceIndexSource(folders)],
      ['product-page.ts', productPageSource(folders, customTypes as never)],
      ['editorial.ts', editorialSource(folders, customTypes as never)],
    ] as const) {
      const path = join(contentPaths.slices, file);
      expect(readFileSync(path, 'utf8'), `${file}: run npx tsx scripts/prismic-types.ts`).toBe(
        await formatted(source, path),
      );
    }
  });

  it('shows every variation of every registered slice on /ui', () => {
    expect(sliceLibrary.map((entry) => entry.model.id).sort()).toEqual(Object.keys(components).sort());
    for (const { model, mocks } of sliceLibrary)
      expect(mocks.map((mock) => mock.variation).sort(), model.id).toEqual(
        model.variations.map((variation) => variation.id).sort(),
      );
  });
});

describe('slice mocks', () => {
  const cases = sliceLibrary.flatMap(({ model, mocks }) =>
    mocks.map((mock, index) => [`${model.id}/${mock.variation}`, model.id, mock, index] as const),
  );

  it.each(cases)('%s is valid content for its model (the backend validator)', (_name, id, mock, index) => {
    const model = models.slices.get(id)!;
    const variation = model.variations.find((candidate) => candidate.id === mock.variation)!;
    const problems: string[] = [];
    const slice = sliceFromMock(id, mock, index);
    validateData(slice.primary, variation.primary ?? {}, `${id}.primary`, {
      models,
      byId: new Map(),
      report: (problem) => problems.push(problem),
    });
    expect(problems).toEqual([]);
  });

  it.each(cases)('%s converts as Prismic itself renders it', (_name, id, mock, index) => {
    const model = readJson(join(contentPaths.slices, sliceFoldersById[id]!, 'model.json'));
    const theirs = renderSliceMock(model as never, mock as never) as { primary: Record<string, unknown> };
    const ours = sliceFromMock(id, mock, index);
    // Prismic fills fields a mock leaves out with null; ours leaves them out.
    const filled = (value: unknown) => JSON.parse(JSON.stringify(value, (_key, entry) => entry ?? undefined));
    expect(filled(ours.primary)).toEqual(filled(theirs.primary));
  });

  it('are written in the shop voice: no placeholder Latin', () => {
    const text = JSON.stringify(sliceLibrary.map((entry) => entry.mocks));
    expect(text).not.toMatch(/lorem|ipsum|dolor sit/i);
  });

  it('keep media as CDN paths that become URLs on the given origin', () => {
    const mock: SliceMock = readJson<SliceMock[]>(join(contentPaths.slices, 'Testimonial', 'mocks.json'))[0]!;
    const slice = withMediaOrigin(sliceFromMock('testimonial', mock, 0), 'http://127.0.0.1:4100');
    const image = slice.primary.image as { url: string; dimensions: { width: number } };
    expect(image.url).toBe(
      'http://127.0.0.1:4100/cdn/content/testimonial-helene-marchand-800x800.jpg?auto=format,compress',
    );
    expect(image.dimensions.width).toBe(800);
  });
});

describe('slice rules', () => {
  it('reads product handles as an editor types them', () => {
    expect(parseHandles(' silk-wrap-dress,Leather-Belt  leather-belt, , not a/handle')).toEqual([
      'silk-wrap-dress',
      'leather-belt',
      'not',
    ]);
    expect(parseHandles(null)).toEqual([]);
  });

  it('pads quiz progress numbers to two digits (spec §9 "Slider numbers are padded to two digits")', () => {
    expect(`${padStepNumber(2)} / ${padStepNumber(5)}`).toBe('02 / 05');
    expect(padStepNumber(12)).toBe('12');
  });

  it('recommends the products most answers voted for, first named first on ties', () => {
    expect(
      recommendHandles([
        ['rose', 'fleur'],
        ['iris', 'rose'],
        ['santal', 'iris'],
      ]),
    ).toEqual(['rose', 'iris', 'fleur', 'santal']);
    expect(recommendHandles([['a', 'b', 'c', 'd', 'e']])).toHaveLength(4);
  });

  it('builds the carrier URL from the template, encoding what the shopper typed', () => {
    const template = 'https://track.example.com/?order={order_number}&email={email}';
    expect(isTrackingTemplate(template, ['order_number', 'email'])).toBe(true);
    expect(isTrackingTemplate(template, ['tracking_number'])).toBe(false);
    expect(isTrackingTemplate('http://track.example.com/{tracking_number}', ['tracking_number'])).toBe(false);
    expect(isTrackingTemplate('https://track.example.com/{parcel}', [])).toBe(false);
    expect(trackingUrl(template, { order_number: ' #1001 ', email: 'a+b@maison.example' })).toBe(
      'https://track.example.com/?order=%231001&email=a%2Bb%40maison.example',
    );
  });

  it("checks each tracking field's shape before the carrier's page opens", () => {
    expect(isTrackingFieldValue('tracking_number', ' 1Z999AA10123456784 ')).toBe(true);
    expect(isTrackingFieldValue('tracking_number', 'abc')).toBe(false);
    expect(isTrackingFieldValue('order_number', '#1001')).toBe(true);
    expect(isTrackingFieldValue('order_number', '#10 01')).toBe(false);
    expect(isTrackingFieldValue('email', 'a+b@maison.example')).toBe(true);
    expect(isTrackingFieldValue('email', 'a@maison')).toBe(false);
  });

  it('normalises a gift card code and refuses anything else', () => {
    expect(giftCardBalanceRequestSchema.parse({ code: ' gift-2026-demo-0001 ' })).toEqual({
      code: 'GIFT-2026-DEMO-0001',
    });
    expect(giftCardBalanceRequestSchema.safeParse({ code: 'x"; drop' }).success).toBe(false);
    expect(giftCardBalanceRequestSchema.safeParse({}).success).toBe(false);
  });

  it('treats a gift card as expired only after its last valid day', () => {
    const today = new Date('2026-03-31T12:00:00Z');
    expect(isGiftCardExpired('2026-03-31', today)).toBe(false);
    expect(isGiftCardExpired('2026-03-30', today)).toBe(true);
    expect(isGiftCardExpired(null, today)).toBe(false);
  });
});
