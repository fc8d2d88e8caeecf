import { randomUUID } from 'node:crypto';
import { parseFieldName, type RawObject, type RawValue } from './form-values';

/**
 * The buttons that change a form's structure before anything is saved, as the form posts them
 * (`intent=up:data.slices[2]`): add an item to a group, add a slice of the chosen type and variation,
 * move an item or a slice up or down, remove it. They work on the form's raw values, so what the
 * editor typed elsewhere in the form stays as typed.
 */
export type Intent =
  | { kind: 'add'; list: (string | number)[] }
  | { kind: 'add-slice'; list: (string | number)[]; slice: string }
  | { kind: 'up' | 'down' | 'remove'; list: (string | number)[]; index: number };

export function parseIntent(value: string | null, body: URLSearchParams): Intent | null {
  const match = /^(add|add-slice|up|down|remove):(.+)$/.exec(value ?? '');
  if (!match) return null;
  const [, kind, name] = match as unknown as [string, Intent['kind'], string];
  const path = parseFieldName(name);
  if (kind === 'add') return { kind, list: path };
  if (kind === 'add-slice') {
    const slice = body.get(`new-slice:${name}`);
    return slice ? { kind, list: path, slice } : null;
  }
  const index = path.pop();
  return typeof index === 'number' ? { kind, list: path, index } : null;
}

/** The raw values with the intent applied; a path that leads nowhere changes nothing. */
export function applyIntent(raw: RawObject, intent: Intent): RawObject {
  const copy = structuredClone(raw);
  let parent: RawValue = copy;
  for (const key of intent.list.slice(0, -1)) parent = step(parent, key, {});
  const last = intent.list.at(-1);
  if (last === undefined || typeof parent !== 'object' || parent === null) return copy;
  const list = step(parent, last, []);
  if (!Array.isArray(list)) return copy;
  if (intent.kind === 'add') list.push({});
  else if (intent.kind === 'add-slice') {
    const [type, variation] = intent.slice.split('/');
    list.push({ id: `${type}$${randomUUID()}`, slice_type: type, variation, primary: {}, items: [] });
  } else if (intent.kind === 'remove') list.splice(intent.index, 1);
  else {
    const to = intent.kind === 'up' ? intent.index - 1 : intent.index + 1;
    if (to < 0 || to >= list.length || intent.index >= list.length) return copy;
    [list[intent.index], list[to]] = [list[to]!, list[intent.index]!];
  }
  return copy;
}

/** The value under `key`, created as `empty` when missing (a group with no item posts nothing). */
function step(parent: RawValue, key: string | number, empty: RawObject | RawValue[]): RawValue {
  if (typeof parent !== 'object' || parent === null) return undefined;
  const container = parent as Record<string | number, RawValue>;
  container[key] ??= empty;
  return container[key];
}
