import { z } from 'zod';
import type { StoredDocument } from './documents';
import type { ContentModels } from './models';
import { documentProblems } from './validate';

/** What an overlay file holds to withdraw the shipped document at its path. */
export const unpublishedMarker = { unpublished: true };

/**
 * A document file's envelope; the field values are checked against the models afterwards. Keys the
 * envelope does not name are kept as they are: the file is served as written.
 */
const storedDocument = z.looseObject({
  id: z.string().min(1),
  uid: z.string().nullable(),
  type: z.string().min(1),
  lang: z.string().min(1),
  grouplang: z.string().min(1),
  tags: z.array(z.string()),
  first_publication_date: z.string(),
  last_publication_date: z.string(),
  data: z.record(z.string(), z.unknown()),
});
const documentFile = z.union([z.strictObject({ unpublished: z.literal(true) }), storedDocument]);

export type FileReading =
  | { kind: 'document'; document: StoredDocument }
  | { kind: 'unpublished' }
  | { kind: 'refused'; problems: string[] };

/**
 * One file of backends/content/ (or the overlay) as the Content API may serve it: a document valid
 * against its custom type and the slice models, the marker that withdraws one, or refused with why
 * (a file cut short, saved half-way, or not following its model).
 */
export function readDocumentFile(text: string, models: ContentModels): FileReading {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { kind: 'refused', problems: [(error as Error).message] };
  }
  const parsed = documentFile.safeParse(json);
  if (!parsed.success) return { kind: 'refused', problems: [z.prettifyError(parsed.error)] };
  if ('unpublished' in parsed.data) return { kind: 'unpublished' };
  const document = parsed.data as StoredDocument;
  const problems = documentProblems(document, models);
  return problems.length ? { kind: 'refused', problems } : { kind: 'document', document };
}
