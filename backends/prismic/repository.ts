import type { ContentSnapshot } from './content-store';
import { repositoryLanguages } from './languages';

const searchFields = {
  ref: { type: 'String', multiple: false },
  q: { type: 'String', multiple: true },
  lang: { type: 'String', multiple: false },
  page: { type: 'Integer', multiple: false, default: '1' },
  pageSize: { type: 'Integer', multiple: false, default: '20' },
  after: { type: 'String', multiple: false },
  fetch: { type: 'String', multiple: false },
  fetchLinks: { type: 'String', multiple: false },
  graphQuery: { type: 'String', multiple: false },
  orderings: { type: 'String', multiple: false },
  referer: { type: 'String', multiple: false },
  access_token: { type: 'String', multiple: false },
};

/** `GET /api/v2`: the repository's refs, languages, types, tags and search form. */
export function repositoryInfo(snapshot: ContentSnapshot, searchUrl: string) {
  return {
    refs: [{ id: 'master', ref: snapshot.ref, label: 'Master', isMasterRef: true }],
    bookmarks: {},
    types: Object.fromEntries(
      [...snapshot.models.customTypes.values()].map((model) => [model.id, model.label]),
    ),
    languages: repositoryLanguages,
    tags: [...new Set(snapshot.documents.flatMap((document) => document.tags))].sort(),
    forms: {
      everything: {
        method: 'GET',
        enctype: 'application/x-www-form-urlencoded',
        action: searchUrl,
        fields: searchFields,
      },
    },
    // No OAuth (and so no preview session) against local content.
    oauth_initiate: '',
    oauth_token: '',
    version: snapshot.ref,
    license: 'All Rights Reserved',
    experiments: { draft: [], running: [] },
    integrationFieldsRef: null,
  };
}
