import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../errors/domain-error.js';

/**
 * Refuses a list of references of which some are not in a read model: 400 NOT_EXIST_FOREIGN_KEY
 * naming each missing one as `<field>.<index>`.
 */
export async function assertReferencesExist(documents: DocumentStore, collection: string, ids: string[], field: string): Promise<void> {
  const found = await documents.collection(collection).find({ _id: { $in: ids } }, { projection: { _id: 1 } }).toArray();
  const known = new Set(found.map((d) => d._id));
  const missing = ids.flatMap((id, i) => (known.has(id) ? [] : [{ field: `${field}.${i}`, code: 'NOT_EXIST_FOREIGN_KEY' as const }]));
  if (missing.length > 0) throw new DomainError('NOT_EXIST_FOREIGN_KEY', 400, missing);
}
