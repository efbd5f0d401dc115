import type { DocumentStore, Filter } from '@khru/platform';
import { DomainError } from '../errors/domain-error.js';

/** The ids not found in a read model (narrowed by `where`, e.g. published only). */
export async function missingIds(documents: DocumentStore, collection: string, ids: string[], where: Filter = {}): Promise<Set<string>> {
  const found = await documents
    .collection(collection)
    .find({ ...where, _id: { $in: ids } }, { projection: { _id: 1 } })
    .toArray();
  const known = new Set(found.map((d) => d._id));
  return new Set(ids.filter((id) => !known.has(id)));
}

/** 400 NOT_EXIST_FOREIGN_KEY naming each missing reference by `fieldOf(index)`; nothing when all exist. */
export function assertNoneMissing<T>(items: T[], isMissing: (item: T) => boolean, fieldOf: (index: number) => string): void {
  const missing = items.flatMap((item, i) => (isMissing(item) ? [{ field: fieldOf(i), code: 'NOT_EXIST_FOREIGN_KEY' as const }] : []));
  if (missing.length > 0) throw new DomainError('NOT_EXIST_FOREIGN_KEY', missing);
}

/** Refuses a list of references of which some are not in a read model, naming each as `<field>.<index>`. */
export async function assertReferencesExist(documents: DocumentStore, collection: string, ids: string[], field: string): Promise<void> {
  const missing = await missingIds(documents, collection, ids);
  assertNoneMissing(
    ids,
    (id) => missing.has(id),
    (i) => `${field}.${i}`,
  );
}
