import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { simulatedSlices } from '@/server/slices/simulator-state';

const state = (value: unknown) => compressToEncodedURIComponent(JSON.stringify(value));
const slice = { slice_type: 'hero', variation: 'default', primary: { title: 'Printemps' }, items: [] };

describe('the slice simulator reads the slices Slice Machine wrote, and nothing else', () => {
  it('gives back the slices of a state, whole', () => {
    expect(simulatedSlices({ state: state([slice]) })).toEqual([slice]);
  });

  it('shows no slice before Slice Machine has sent any', () => {
    expect(simulatedSlices({})).toEqual([]);
    expect(simulatedSlices({ state: '' })).toEqual([]);
  });

  it.each([
    ['a truncated state', { state: '%7B' }],
    ['a state that is not compressed JSON', { state: 'not-a-state' }],
    ['a repeated parameter', { state: [state([slice]), state([slice])] }],
    ['JSON that is not a list of slices', { state: state({ slice_type: 'hero' }) }],
    ['slices without their variation', { state: state([{ slice_type: 'hero' }]) }],
    ['no query at all', null],
  ])('refuses %s', (_, query) => {
    expect(simulatedSlices(query)).toBeNull();
  });
});
