import type { StoredDocument } from './documents';
import { isRepositoryLanguage } from './languages';
import { fieldsOf, type ContentModels } from './models';
import { validateData, type FieldCheck } from './validate-fields';

const publicationDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$/;
/** A document's URL segment: lowercase words of letters and digits joined by dashes. */
export const uidFormat = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Checks every stored document against its custom type and the slice models: each document's own
 * problems (`documentProblems`), then those of the set: one single per language, a UID used once per
 * language, unique ids, translation groups.
 * Returns readable problems, empty when the content is valid.
 */
export function validateDocuments(documents: StoredDocument[], models: ContentModels): string[] {
  const problems: string[] = [];
  const byId = new Map<string, StoredDocument>();
  const seen = new Set<string>();
  for (const document of documents) {
    if (byId.has(document.id)) problems.push(`${document.id}: duplicate document id`);
    byId.set(document.id, document);
  }
  for (const document of documents) {
    problems.push(...documentProblems(document, models, byId));
    const model = models.customTypes.get(document.type);
    if (!model) continue;
    const identity = `${document.type}|${model.repeatable ? document.uid : ''}|${document.lang}`;
    if (seen.has(identity))
      problems.push(
        `${documentName(document)}: ${model.repeatable ? 'uid used twice in this language' : 'single type repeated'}`,
      );
    seen.add(identity);
  }
  problems.push(...translationGroupProblems(documents));
  return problems;
}

/**
 * One document's own problems against its custom type and the slice models: its envelope, its UID
 * and its field values. Links to other documents are checked only when `byId` holds the documents
 * they may point to: a link to a withdrawn document is a broken link, served as one, not a broken
 * document.
 */
export function documentProblems(
  document: StoredDocument,
  models: ContentModels,
  byId?: Map<string, StoredDocument>,
): string[] {
  const problems: string[] = [];
  const report = (message: string) => problems.push(`${documentName(document)}: ${message}`);
  const model = models.customTypes.get(document.type);
  if (!model) {
    report(`unknown custom type '${document.type}'`);
    return problems;
  }
  if (typeof document.id !== 'string' || !document.id) report('missing id');
  if (!isRepositoryLanguage(document.lang)) report(`unknown language '${document.lang}'`);
  if (typeof document.grouplang !== 'string' || !document.grouplang) report('missing grouplang');
  if (!Array.isArray(document.tags) || document.tags.some((tag) => typeof tag !== 'string'))
    report('tags must be a list of strings');
  for (const key of ['first_publication_date', 'last_publication_date'] as const) {
    if (!publicationDate.test(document[key])) report(`${key} must look like 2025-01-31T09:00:00+0000`);
  }
  if (model.repeatable) {
    if (!document.uid || !uidFormat.test(document.uid))
      report('a repeatable type needs a lowercase, dashed uid');
  } else if (document.uid !== null) {
    report('a single type has no uid (null)');
  }
  const check: FieldCheck = { models, byId, report };
  validateData(document.data, fieldsOf(model), 'data', check);
  return problems;
}

function documentName(document: StoredDocument): string {
  return `${document.type}/${document.uid ?? '-'}/${document.lang}`;
}

function translationGroupProblems(documents: StoredDocument[]): string[] {
  const groups = new Map<string, StoredDocument[]>();
  for (const document of documents)
    groups.set(document.grouplang, [...(groups.get(document.grouplang) ?? []), document]);
  const problems: string[] = [];
  for (const [group, members] of groups) {
    if (new Set(members.map((member) => member.type)).size > 1)
      problems.push(`grouplang ${group}: mixes types`);
    if (new Set(members.map((member) => member.lang)).size < members.length)
      problems.push(`grouplang ${group}: two documents in one language`);
  }
  return problems;
}
