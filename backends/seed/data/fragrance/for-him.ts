import type { FragranceSeed } from '../../types';

export const forHim: FragranceSeed[] = [];
