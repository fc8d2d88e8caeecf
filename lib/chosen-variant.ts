/**
 * The product form's option choices. Each option is a radio group named `options[<option name>]`
 * inside the form, so a browser without JavaScript posts what the shopper chose and the server finds
 * the variant (docs/adr/0014). No zod here: the product form imports this module, and a schema
 * would bring zod into every product page's first load (docs/adr/0017).
 */
export const optionFieldName = (option: string) => `options[${option}]`;

const optionField = /^options\[(.+)\]$/;

export type ChosenOptions = Record<string, string>;

/** The `options[…]` fields a form posted, as they came, for chosenOptionsSchema to parse. */
export function chosenOptionsOf(form: FormData): [string, FormDataEntryValue][] {
  return [...form.entries()].flatMap(([name, value]) => {
    const option = optionField.exec(name)?.[1];
    return option === undefined ? [] : [[option, value] as [string, FormDataEntryValue]];
  });
}

interface OptionedVariant {
  selectedOptions: readonly { name: string; value: string }[];
}

/**
 * The variant whose options are exactly the ones chosen: every option of the variant chosen, and
 * nothing chosen that the variant does not have. Never a neighbour: no match is undefined.
 */
export function variantOfOptions<Variant extends OptionedVariant>(
  variants: readonly Variant[],
  chosen: ChosenOptions,
): Variant | undefined {
  const count = Object.keys(chosen).length;
  return variants.find(
    (variant) =>
      variant.selectedOptions.length === count &&
      variant.selectedOptions.every((option) => chosen[option.name] === option.value),
  );
}
