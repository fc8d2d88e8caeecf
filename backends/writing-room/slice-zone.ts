import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml as e } from '../http';
import type { FieldModel } from '../prismic/models';
import { contentPaths } from '../prismic/paths';
import { fieldsHtml, intentButton, itemControls, type FormContext } from './field-html';
import { fieldName, type RawObject, type RawValue } from './form-values';

/** Where the room serves Slice Machine's screenshots: `{root}/{slice id}/{variation}.png`. */
export const screenshotsRoot = '/__writing-room/screenshots';

/** A slice's folder under slices/ by its id (Slice Machine names folders in PascalCase). */
function sliceFolders(): Map<string, string> {
  const folders = new Map<string, string>();
  for (const entry of readdirSync(contentPaths.slices, { withFileTypes: true })) {
    const model = join(contentPaths.slices, entry.name, 'model.json');
    if (entry.isDirectory() && existsSync(model))
      folders.set((JSON.parse(readFileSync(model, 'utf8')) as { id: string }).id, entry.name);
  }
  return folders;
}

/** The screenshot Slice Machine took of a slice's variation, or null when there is none. */
export function screenshotFile(sliceId: string, variation: string): string | null {
  const folder = sliceFolders().get(sliceId);
  if (!folder || !/^[\w-]+$/.test(variation)) return null;
  const file = join(contentPaths.slices, folder, `screenshot-${variation}.png`);
  return existsSync(file) ? file : null;
}

const screenshot = (sliceId: string, variation: string, alt: string) =>
  `<img class="shot" src="${screenshotsRoot}/${e(sliceId)}/${e(variation)}.png" alt="${e(alt)}" width="160" loading="lazy">`;

const asObject = (value: RawValue): RawObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};

/**
 * A slice zone: each slice with its screenshot, its fields and its items, controls to move or remove
 * it, and the slices the zone accepts to add, each variation with its screenshot beside its name.
 */
export function sliceZoneHtml(
  label: string,
  field: FieldModel,
  path: (string | number)[],
  raw: RawValue,
  ctx: FormContext,
) {
  const slices = Array.isArray(raw) ? raw.map(asObject) : [];
  const body = slices
    .map((slice, index) => sliceHtml(slice, [...path, index], index, slices.length, ctx))
    .join('\n');
  const choices = Object.keys(field.config?.choices ?? {}).flatMap((id) => {
    const model = ctx.models.slices.get(id);
    return (model?.variations ?? []).map((variation) => ({ id, model: model!, variation }));
  });
  const pickerName = `new-slice:${fieldName(path)}`;
  const picker = choices
    .map(
      (
        { id, model, variation },
        index,
      ) => `<li><input type="radio" name="${e(pickerName)}" id="${e(`${pickerName}-${index}`)}" value="${e(`${id}/${variation.id}`)}"${index === 0 ? ' checked' : ''}>
<label for="${e(`${pickerName}-${index}`)}">${screenshot(id, variation.id, '')}<span>${e(model.name)} — ${e(variation.name)}</span></label></li>`,
    )
    .join('\n');
  const words = ctx.m.slices;
  return `<section class="zone" aria-labelledby="${e(pickerName)}-title"><h2 id="${e(pickerName)}-title">${e(words.zone(label, slices.length))}</h2>
${body || `<p>${e(words.none)}</p>`}
<fieldset class="add-slice"><legend>${e(words.add)}</legend><ul class="choices">${picker}</ul>
${intentButton(`add-slice:${fieldName(path)}`, e(words.addChosen))}</fieldset></section>`;
}

function sliceHtml(
  slice: RawObject,
  path: (string | number)[],
  index: number,
  count: number,
  ctx: FormContext,
) {
  const type = String(slice.slice_type ?? '');
  const model = ctx.models.slices.get(type);
  const variation = model?.variations.find((candidate) => candidate.id === slice.variation);
  const words = ctx.m.slices;
  const what = words.slice(model?.name ?? type, variation?.name ?? String(slice.variation), index + 1);
  const hidden = (['id', 'slice_type', 'variation', 'version'] as const)
    .filter((key) => typeof slice[key] === 'string')
    .map(
      (key) =>
        `<input type="hidden" name="${e(fieldName([...path, key]))}" value="${e(String(slice[key]))}">`,
    )
    .join('');
  const items = Array.isArray(slice.items) ? slice.items.map(asObject) : [];
  const itemFields = variation?.items ?? {};
  const itemsHtml = Object.keys(itemFields).length
    ? `<fieldset class="group"><legend>${e(words.items(items.length))}</legend>${items
        .map(
          (item, itemIndex) =>
            `<fieldset class="item"><legend>${e(words.item(itemIndex + 1))}</legend>${fieldsHtml(itemFields, item, [...path, 'items', itemIndex], ctx)}${itemControls([...path, 'items', itemIndex], itemIndex, items.length, words.itemOf(itemIndex + 1, what), ctx.m)}</fieldset>`,
        )
        .join(
          '\n',
        )}${intentButton(`add:${fieldName([...path, 'items'])}`, e(words.addItem), ctx.m.fields.addItemTo(what))}</fieldset>`
    : '';
  return `<fieldset class="slice"><legend>${e(what)}</legend>
<div class="slice-head">${variation ? screenshot(type, variation.id, words.screenshot(model?.name ?? type, variation.name)) : ''}${itemControls(path, index, count, what, ctx.m)}</div>
${hidden}${fieldsHtml(variation?.primary ?? {}, asObject(slice.primary), [...path, 'primary'], ctx)}
${itemsHtml}</fieldset>`;
}
