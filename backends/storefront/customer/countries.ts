import type { GraphQLSchema } from 'graphql';
import { GraphQLEnumType } from 'graphql';

const englishNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * MailingAddressInput.country takes a country name or code; the address stores both. Codes are the
 * schema's CountryCode enum, names are English, as Shopify's are.
 */
export function countryOf(schema: GraphQLSchema, input: string): { code: string; name: string } | null {
  const type = schema.getType('CountryCode');
  if (!(type instanceof GraphQLEnumType)) return null;
  const wanted = input.trim().toUpperCase();
  for (const { name: code } of type.getValues()) {
    const name = englishNames.of(code) ?? code;
    if (code === wanted || name.toUpperCase() === wanted) return { code, name };
  }
  return null;
}
