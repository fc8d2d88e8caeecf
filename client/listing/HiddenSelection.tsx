import { sortParam } from '@/lib/listing';
import type { ListingSelection } from './types';

/**
 * What a form without JavaScript must carry over from the URL: the filters when the sort is chosen, the
 * sort when filters are. The page is left out, so either submission starts again at page 1 (spec §4).
 */
export function HiddenSelection({
  selection,
  keep,
}: {
  selection: ListingSelection;
  keep: 'filters' | 'sort';
}) {
  if (keep === 'sort')
    return selection.sort ? <input type="hidden" name={sortParam} value={selection.sort} /> : null;
  return selection.filterPairs.map(([name, value]) => (
    <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
  ));
}
