import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A field of a Slice Machine model (customtypes/{id}/index.json, slices/{Name}/model.json). */
export interface FieldModel {
  type: string;
  fieldset?: string;
  config?: {
    label?: string;
    single?: string;
    multi?: string;
    options?: string[];
    default_value?: unknown;
    select?: 'document' | 'web' | 'media' | null;
    customtypes?: string[];
    fields?: Record<string, FieldModel>;
    choices?: Record<string, { type: string }>;
  };
}

export interface CustomTypeModel {
  id: string;
  label: string;
  format?: 'page' | 'custom';
  repeatable: boolean;
  status: boolean;
  json: Record<string, Record<string, FieldModel>>;
}

interface SliceVariationModel {
  id: string;
  name: string;
  primary?: Record<string, FieldModel>;
  items?: Record<string, FieldModel>;
}

interface SliceModel {
  id: string;
  type: 'SharedSlice';
  name: string;
  variations: SliceVariationModel[];
}

export interface ContentModels {
  customTypes: Map<string, CustomTypeModel>;
  slices: Map<string, SliceModel>;
  /** The raw model files, so a content hash can include them. */
  sources: string[];
}

export function loadModels(customTypesDir: string, slicesDir: string): ContentModels {
  const sources: string[] = [];
  const read = <T>(file: string): T => {
    const text = readFileSync(file, 'utf8');
    sources.push(text);
    return JSON.parse(text) as T;
  };
  const customTypes = new Map<string, CustomTypeModel>();
  for (const folder of subfolders(customTypesDir)) {
    const file = join(customTypesDir, folder, 'index.json');
    if (!existsSync(file)) continue;
    const model = read<CustomTypeModel>(file);
    customTypes.set(model.id, model);
  }
  const slices = new Map<string, SliceModel>();
  for (const folder of subfolders(slicesDir)) {
    const file = join(slicesDir, folder, 'model.json');
    if (!existsSync(file)) continue;
    const model = read<SliceModel>(file);
    slices.set(model.id, model);
  }
  return { customTypes, slices, sources };
}

function subfolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every field of a custom type, across its tabs, keyed by API id (the UID field included). */
export function fieldsOf(model: CustomTypeModel): Record<string, FieldModel> {
  return Object.assign({}, ...Object.values(model.json)) as Record<string, FieldModel>;
}
