import type { GraphQLResolveInfo, OperationDefinitionNode } from 'graphql';
import { valueFromASTUntyped } from 'graphql';
import { currencyOfCountry, type CurrencyCode } from '../markets';
import type { BackendContext } from '../http';

/** What every Storefront resolver gets as its GraphQL context. */
export interface StorefrontContext extends BackendContext {
  /** From @inContext(country:), default US. */
  country: string;
  /** From @inContext(language:), default EN. */
  language: string;
  /** The market currency of `country`. */
  currency: CurrencyCode;
  /** Optional Shopify-Storefront-Buyer-IP / customer session headers are not modelled. */
}

/**
 * Reads @inContext(country, language) from the operation, resolving variables, as Shopify does.
 */
function inContextOf(
  operation: OperationDefinitionNode | undefined,
  variables: Record<string, unknown>,
): { country: string; language: string } {
  const directive = operation?.directives?.find((d) => d.name.value === 'inContext');
  const args = Object.fromEntries(
    (directive?.arguments ?? []).map((arg) => [arg.name.value, valueFromASTUntyped(arg.value, variables)]),
  );
  const country = typeof args.country === 'string' ? args.country : 'US';
  const language = typeof args.language === 'string' ? args.language : 'EN';
  return { country, language };
}

export function storefrontContext(
  base: BackendContext,
  operation: OperationDefinitionNode | undefined,
  variables: Record<string, unknown>,
): StorefrontContext {
  const { country, language } = inContextOf(operation, variables);
  return { ...base, country, language, currency: currencyOfCountry(country) };
}

export type Resolver<TParent = unknown, TArgs = Record<string, unknown>> = (
  parent: TParent,
  args: TArgs,
  ctx: StorefrontContext,
  info: GraphQLResolveInfo,
) => unknown;
