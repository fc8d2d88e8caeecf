/**
 * Value checks for the metafield types the shop writes. A type outside this list is refused as
 * INVALID_TYPE rather than stored unchecked.
 */
const validators: Record<string, (value: string) => boolean> = {
  single_line_text_field: (value) => !/[\r\n]/.test(value),
  multi_line_text_field: () => true,
  number_integer: (value) => /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value)),
  number_decimal: (value) => /^-?\d+(\.\d+)?$/.test(value),
  boolean: (value) => value === 'true' || value === 'false',
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)),
  date_time: (value) => !Number.isNaN(Date.parse(value)),
  color: (value) => /^#[0-9a-f]{6}$/i.test(value),
  url: (value) => URL.canParse(value),
  json: (value) => {
    try {
      JSON.parse(value);
      return true;
    } catch {
      return false;
    }
  },
  'list.single_line_text_field': (value) => isStringList(value),
};

function isStringList(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string');
  } catch {
    return false;
  }
}

export function isKnownType(type: string): boolean {
  return type in validators;
}

export function isValidValue(type: string, value: string): boolean {
  return validators[type]?.(value) ?? false;
}
