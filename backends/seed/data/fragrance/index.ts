import type { FragranceSeed, MiniatureSeed, SampleSeed } from '../../types';
import { forHer } from './for-her';
import { forHim } from './for-him';
import { unisex } from './unisex';

export const fragrances: FragranceSeed[] = [...forHer, ...forHim, ...unisex];

/** Try & buy vials are sold with a full size; samples with purchase are offered in the cart. */
export const samples: SampleSeed[] = [
  { handle: 'rose-absolue-sample', parent: 'rose-absolue-eau-de-parfum', type: 'trybuy' },
  { handle: 'santal-noir-sample', parent: 'santal-noir-eau-de-parfum', type: 'swp' },
  { handle: 'iris-poudre-sample', parent: 'iris-poudre-eau-de-parfum', type: 'trybuy' },
  { handle: 'vetiver-fume-sample', parent: 'vetiver-fume-eau-de-parfum', type: 'swp' },
];

export const miniatures: MiniatureSeed[] = [
  { handle: 'rose-absolue-miniature', parent: 'rose-absolue-eau-de-parfum', priceEur: 35 },
  { handle: 'santal-noir-miniature', parent: 'santal-noir-eau-de-parfum', priceEur: 35 },
  { handle: 'vetiver-fume-miniature', parent: 'vetiver-fume-eau-de-parfum', priceEur: 38 },
  { handle: 'iris-poudre-miniature', parent: 'iris-poudre-eau-de-parfum', priceEur: 40 },
];
