import type { FieldModel } from './models';

/** What the Content API returns for a field a document leaves empty. */
export function emptyValue(field: FieldModel): unknown {
  switch (field.type) {
    case 'StructuredText':
    case 'Group':
    case 'Slices':
      return [];
    case 'Image':
    case 'Embed':
    case 'GeoPoint':
      return {};
    case 'Link':
      return { link_type: 'Any' };
    case 'Boolean':
      return field.config?.default_value ?? false;
    case 'Select':
      return field.config?.default_value ?? null;
    default:
      return null;
  }
}
