import { USERS_COLLECTION, type HistoryEntry, type RecordHistoryResponse, type UserDocument } from '@khru/contracts';
import type { DocumentStore, EventStore, RecordedEvent } from '@khru/platform';
import { redactSecrets } from './redact-secrets.js';

/** Workflows and the deadline poller act as 'system': no person to name. */
const SYSTEM_ACTOR = 'system';

const actorIdOf = (event: RecordedEvent): string | null => {
  const userId = event.metadata.userId;
  return userId && userId !== SYSTEM_ACTOR ? userId : null;
};

/**
 * One page of a record's events, newest first, each with who did it (named from the users read
 * model, looked up once for the page) and its data without secrets; null when the stream has no events.
 */
export async function readRecordHistory(
  store: EventStore,
  documents: DocumentStore,
  stream: string,
  skip: number,
  take: number,
): Promise<RecordHistoryResponse | null> {
  const events = await store.readStream(stream);
  if (events.length === 0) return null;
  const page = events
    .slice()
    .reverse()
    .slice(skip, skip + take);
  const actorIds = [...new Set(page.map(actorIdOf).filter((id): id is string => id !== null))];
  const users =
    actorIds.length === 0
      ? []
      : await documents
          .collection<UserDocument>(USERS_COLLECTION)
          .find({ _id: { $in: actorIds } }, { projection: { _id: 1, firstName: 1, lastName: 1, email: 1 } })
          .toArray();
  const byId = new Map(users.map((u) => [u._id, u]));
  const data = page.map((event): HistoryEntry => {
    const actorId = actorIdOf(event);
    const user = actorId ? byId.get(actorId) : undefined;
    const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || null : null;
    return {
      revision: event.streamPosition,
      type: event.type,
      occurredAt: event.metadata.occurredAt ?? event.createdAt,
      actor: actorId ? { userId: actorId, name, email: user?.email ?? null } : null,
      data: redactSecrets(event.data),
    };
  });
  return { stream, data, totalCount: events.length };
}
