import type { FashionSeed } from '../../types';
import { accessories } from './accessories';
import { dresses } from './dresses';
import { knitwear } from './knitwear';
import { outerwear } from './outerwear';
import { skirtsAndTrousers } from './skirts-and-trousers';

export const fashion: FashionSeed[] = [
  ...dresses,
  ...knitwear,
  ...outerwear,
  ...skirtsAndTrousers,
  ...accessories,
];
