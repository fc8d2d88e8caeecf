import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import type { StoredDocument } from '../prismic/documents';
import { fieldsOf, type ContentModels, type CustomTypeModel } from '../prismic/models';
import { uidFormat } from '../prismic/validate';
import { fieldsSchema } from './field-schema';
import type { RoomMessages } from './messages';
import { rawFields, type RawObject } from './form-values';

/** The editor's form as a schema: the document's URL segment and tags, and its fields. */
function documentSchema(model: CustomTypeModel, models: ContentModels, m: RoomMessages) {
  return z.object({
    uid: model.repeatable
      ? z.string({ error: m.errors.uidMissing }).trim().regex(uidFormat, m.errors.uidFormat)
      : z.undefined().catch(undefined),
    tags: z
      .string()
      .optional()
      .transform((value) => [
        ...new Set(
          (value ?? '')
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
        ),
      ]),
    data: fieldsSchema(fieldsOf(model), models, m),
  });
}

/** Reads a posted editor form; conform nests the names and keeps the raw values for a second showing. */
export function parseDocumentForm(
  body: URLSearchParams,
  model: CustomTypeModel,
  models: ContentModels,
  m: RoomMessages,
) {
  return parseWithZod(body, { schema: documentSchema(model, models, m), disableAutoCoercion: true });
}

/** A stored document as the editor form's raw values. */
export function rawDocument(document: StoredDocument, models: ContentModels): RawObject {
  const model = models.customTypes.get(document.type);
  return {
    uid: document.uid ?? '',
    tags: document.tags.join(', '),
    data: rawFields(document.data, model ? fieldsOf(model) : {}, models),
  };
}
