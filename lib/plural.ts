/**
 * Counted labels for client islands without shipping a message formatter to the browser: the server
 * formats the ICU message once per plural category of the locale (and for exactly zero), with
 * `{count}` in place of the number, and the island picks the template with Intl.PluralRules.
 */
export type PluralTemplates = Partial<Record<Intl.LDMLPluralRule | '=0', string>> & { other: string };

const countPlaceholder = '{count}';

export function pluralTemplates(format: (count: number) => string, intl: string): PluralTemplates {
  const rules = new Intl.PluralRules(intl);
  const templates: Partial<Record<Intl.LDMLPluralRule | '=0', string>> = { '=0': format(0) };
  for (const category of rules.resolvedOptions().pluralCategories) {
    const sample = sampleOf(rules, category);
    if (sample !== null) templates[category] = format(sample).replace(String(sample), countPlaceholder);
  }
  templates.other ??= format(Number.MAX_SAFE_INTEGER);
  return templates as PluralTemplates;
}

/** The smallest positive count of a category (categories reached only by millions fall back to other). */
function sampleOf(rules: Intl.PluralRules, category: Intl.LDMLPluralRule): number | null {
  for (let count = 1; count <= 200; count++) if (rules.select(count) === category) return count;
  return null;
}

export function formatPlural(templates: PluralTemplates, count: number, intl: string): string {
  const category = count === 0 ? '=0' : new Intl.PluralRules(intl).select(count);
  return (templates[category] ?? templates.other).replace(countPlaceholder, String(count));
}
