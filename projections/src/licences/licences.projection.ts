import { LICENCE_EVENT_TYPES, LICENCES_COLLECTION, type LicenceDocument, type LicenceEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

export function evolveLicence(document: LicenceDocument | null, recorded: RecordedEvent): LicenceDocument | null {
  const event = asDomainEvent<LicenceEvent>(recorded);
  if (event.type === 'LicencePoolCreated') {
    const { licenceId, orgId, name, seats, validFrom, validUntil, coverage, at } = event.data;
    return { _id: licenceId, orgId, name, seats, validFrom, validUntil, coverage, holders: [], createdAt: at };
  }
  if (!document) return null;
  switch (event.type) {
    case 'LicenceSeatsAssigned':
      return { ...document, holders: [...new Set([...document.holders, ...event.data.userIds])] };
    case 'LicenceSeatsRevoked': {
      const revoked = new Set(event.data.userIds);
      return { ...document, holders: document.holders.filter((id) => !revoked.has(id)) };
    }
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `licences`: each organisation's licence pools and who holds their seats today. */
export const licencesProjection: DocumentProjection<LicenceDocument> = {
  kind: 'document',
  name: 'licences',
  collection: LICENCES_COLLECTION,
  handles: LICENCE_EVENT_TYPES,
  documentId: (event) => (event.data as { licenceId?: string }).licenceId ?? null,
  evolve: evolveLicence,
  indexes: [{ keys: { orgId: 1, createdAt: -1 } }, { keys: { holders: 1 } }],
};
