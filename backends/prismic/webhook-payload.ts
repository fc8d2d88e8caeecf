import type { WebhookBodyAPIUpdate } from '@prismicio/client';
import type { ContentSnapshot } from './content-store';

/** The repository's name, as the shop's local settings name it (server/config.ts). */
const localRepositoryName = 'maison-aurele';

export interface PayloadContext {
  /** The backends' own origin: the payload's `apiUrl` is this repository's API on it. */
  origin: string;
  /** The webhook's own secret; null (as Prismic sends it) when it was added without one. */
  secret: string | null;
}

/** How Prismic lists what changed in a kind of thing (tags, custom types, releases). */
interface Operations<T> {
  addition?: T[];
  update?: T[];
  deletion?: T[];
}

/**
 * Prismic's "api-update" webhook body for the change from one master ref to the next, as hosted
 * Prismic sends it on a publish or an unpublish (prismic.io/docs/webhooks; the shape is
 * @prismicio/client's WebhookBodyAPIUpdate): the new `masterRef`, the ids of the documents published,
 * changed or unpublished, the tags and custom types (`masks`) that appeared or went, and the
 * configured secret. Local content has no releases, so `releases` is always empty.
 */
export function apiUpdatePayload(
  previous: ContentSnapshot,
  next: ContentSnapshot,
  { origin, secret }: PayloadContext,
): WebhookBodyAPIUpdate {
  return {
    type: 'api-update',
    masterRef: next.ref,
    releases: {},
    masks: changes(previous.models.customTypes, next.models.customTypes, (model) => ({
      id: model.id,
      label: model.label,
    })),
    tags: changes(tagsOf(previous), tagsOf(next), (id) => ({ id })),
    documents: changedIds(previous.byId, next.byId),
    domain: localRepositoryName,
    apiUrl: `${origin}/prismic/api`,
    secret,
  };
}

/** Ids present on one side only, or on both with another content. */
function changedIds(before: Map<string, unknown>, after: Map<string, unknown>): string[] {
  const ids = new Set([...before.keys(), ...after.keys()]);
  return [...ids].filter((id) => JSON.stringify(before.get(id)) !== JSON.stringify(after.get(id))).sort();
}

/** Prismic's addition / update / deletion lists, each left out when empty. */
function changes<V, T>(
  before: Map<string, V>,
  after: Map<string, V>,
  describe: (value: V) => T,
): Operations<T> {
  const pick = (from: Map<string, V>, keep: (id: string, value: V) => boolean) =>
    [...from].filter(([id, value]) => keep(id, value)).map(([, value]) => describe(value));
  const addition = pick(after, (id) => !before.has(id));
  const deletion = pick(before, (id) => !after.has(id));
  const update = pick(
    after,
    (id, value) => before.has(id) && JSON.stringify(before.get(id)) !== JSON.stringify(value),
  );
  return {
    ...(addition.length ? { addition } : {}),
    ...(update.length ? { update } : {}),
    ...(deletion.length ? { deletion } : {}),
  };
}

function tagsOf(snapshot: ContentSnapshot): Map<string, string> {
  const tags = snapshot.documents.flatMap((document) => document.tags).sort();
  return new Map(tags.map((tag) => [tag, tag]));
}
