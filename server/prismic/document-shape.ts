import 'server-only';
import { z } from 'zod';
import { ProviderUnavailableError } from '../provider-unavailable';
import { customTypeModels, sharedSliceModels } from './content-models';

/**
 * A field value without the shape its model gives it would throw deep inside a render, a bare 500.
 * Checked here, such an answer is the repository failing (ProviderUnavailableError): the page renders
 * its error block, never cached, or comes from the page cache. A missing field is accepted (Prismic
 * omits fields added to a model later); unknown slice and page types are not checked, as the shop
 * renders neither.
 */
interface FieldModel {
  type: string;
  config?: {
    repeat?: boolean;
    fields?: Record<string, FieldModel>;
    choices?: Record<string, unknown>;
  };
}

const fieldModel: z.ZodType<FieldModel> = z.lazy(() =>
  z.looseObject({
    type: z.string(),
    config: z
      .looseObject({
        repeat: z.boolean().optional(),
        fields: z.record(z.string(), fieldModel).optional(),
        choices: z.record(z.string(), z.unknown()).optional(),
      })
      .optional(),
  }),
);
const fieldsModel = z.record(z.string(), fieldModel);
const customTypeModel = z.looseObject({ id: z.string(), json: z.record(z.string(), fieldsModel) });
const sliceModel = z.looseObject({
  id: z.string(),
  variations: z.array(
    z.looseObject({ id: z.string(), primary: fieldsModel.optional(), items: fieldsModel.optional() }),
  ),
});

const anyObject = z.looseObject({});
const slice = z.looseObject({ slice_type: z.string(), variation: z.string().optional() });

/** The shape of each variation of each shared slice, by `{slice id}/{variation id}`. */
const variationShapes = new Map(
  z
    .array(sliceModel)
    .parse(sharedSliceModels)
    .flatMap((model) =>
      model.variations.map((variation) => [
        `${model.id}/${variation.id}`,
        z.looseObject({
          primary: fieldsShape(variation.primary ?? {}).optional(),
          items: z.array(fieldsShape(variation.items ?? {})).optional(),
        }),
      ]),
    ),
);

/** The shape of each page type's `data`, across its tabs. */
const documentShapes = new Map(
  z
    .array(customTypeModel)
    .parse(customTypeModels)
    .map((model) => [model.id, fieldsShape(Object.assign({}, ...Object.values(model.json)))]),
);

function fieldsShape(fields: Record<string, FieldModel>): z.ZodType {
  const shapes = Object.entries(fields)
    .filter(([, field]) => field.type !== 'UID')
    .map(([key, field]) => [key, valueShape(field).optional()]);
  return z.looseObject(Object.fromEntries(shapes));
}

/** A field's value as the Content API returns it, empty values included. */
function valueShape(field: FieldModel): z.ZodType {
  switch (field.type) {
    case 'StructuredText':
      return z.array(z.looseObject({ type: z.string() }));
    case 'Text':
    case 'Select':
    case 'Color':
    case 'Date':
    case 'Timestamp':
      return z.string().nullable();
    case 'Number':
      return z.number().nullable();
    case 'Boolean':
      return z.boolean();
    case 'Link': {
      const link = z.looseObject({ link_type: z.string() });
      return field.config?.repeat ? z.array(link) : link;
    }
    case 'Image':
    case 'Embed':
    case 'GeoPoint':
      return anyObject;
    case 'Group':
      return z.array(fieldsShape(field.config?.fields ?? {}));
    case 'Slices':
      return z.array(slice.superRefine(checkSlice));
    default:
      return z.unknown();
  }
}

function checkSlice(value: z.infer<typeof slice>, context: z.RefinementCtx) {
  const shape = variationShapes.get(`${value.slice_type}/${value.variation ?? 'default'}`);
  const result = shape?.safeParse(value);
  for (const issue of result?.error?.issues ?? [])
    context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
}

const searchAnswer = z.looseObject({
  results: z.array(z.looseObject({ id: z.string(), type: z.string(), data: z.unknown() })),
});

/** Throws ProviderUnavailableError when a document of a Content API search answer is not of its model's shape. */
export function checkDocumentShapes(answer: unknown): void {
  const parsed = searchAnswer.safeParse(answer);
  if (!parsed.success) throw new ProviderUnavailableError('Prismic answered a search without its results');
  for (const document of parsed.data.results) {
    const result = documentShapes.get(document.type)?.safeParse(document.data);
    const issue = result?.error?.issues[0];
    if (issue)
      throw new ProviderUnavailableError(
        `Prismic document ${document.id} (${document.type}) does not match its model: data.${issue.path.join('.')}: ${issue.message}`,
      );
  }
}
