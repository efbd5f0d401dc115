import type { DomainEvent } from '@khru/contracts';
import type { BaseDocument, Filter, IndexOptions, RecordedEvent, UpdateSpec } from '@khru/platform';

/**
 * A read model kept as one document per key: a pure `(document | null, event) -> document | null`
 * (null deletes). It owns its collection.
 */
export interface DocumentProjection<D extends BaseDocument = BaseDocument> {
  kind: 'document';
  name: string;
  collection: string;
  handles: readonly string[];
  documentId(event: RecordedEvent): string | null;
  evolve(document: D | null, event: RecordedEvent): D | null;
  indexes?: { keys: Record<string, 1 | -1>; options?: IndexOptions }[];
}

/** One guarded MongoDB update; an upsert must filter by `_id` so a replay cannot insert twice. */
export interface ProjectionUpdate {
  filter: Filter;
  update: UpdateSpec;
  upsert?: boolean;
  many?: boolean;
}

/** A read model kept by explicit updates, for aggregates that many events add to. */
export interface UpdatesProjection {
  kind: 'updates';
  name: string;
  collection: string;
  handles: readonly string[];
  updates(event: RecordedEvent): ProjectionUpdate[];
  indexes?: { keys: Record<string, 1 | -1>; options?: IndexOptions }[];
}

// The document type is erased in the list the runner holds; each projection is typed where it is written.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Projection = DocumentProjection<any> | UpdatesProjection;

/** Documents remember, per projection, the position of the last event applied to them. */
export const POSITIONS_FIELD = '_positions';

/** Views a recorded event as the domain event union of its stream. */
export function asDomainEvent<E extends DomainEvent>(event: RecordedEvent): E {
  return { type: event.type, data: event.data } as unknown as E;
}
