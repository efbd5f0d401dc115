import { MEMBERSHIP_EVENT_TYPES, MEMBERSHIPS_COLLECTION, type MembershipDocument, type MembershipEvent } from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

const none = (userId: string): MembershipDocument => ({
  _id: userId,
  status: 'none',
  autoRenew: false,
  cardLast4: null,
  trialUsed: false,
  accessUntil: null,
  periods: [],
});

export function evolveMembership(document: MembershipDocument | null, recorded: RecordedEvent): MembershipDocument | null {
  const event = asDomainEvent<MembershipEvent>(recorded);
  const doc = document ?? none(event.data.userId);
  switch (event.type) {
    case 'MembershipCardSaved':
      return { ...doc, cardLast4: event.data.last4 };
    case 'MembershipTrialStarted':
      return {
        ...doc,
        status: 'trial',
        trialUsed: true,
        autoRenew: true,
        accessUntil: event.data.endsAt,
        periods: [...doc.periods, { start: event.data.startedAt, end: event.data.endsAt }],
      };
    case 'MembershipPeriodPaid':
      return {
        ...doc,
        status: 'active',
        autoRenew: true,
        accessUntil: event.data.end,
        periods: [...doc.periods, { start: event.data.start, end: event.data.end }],
      };
    case 'MembershipCancelled':
      return { ...doc, autoRenew: false };
    case 'MembershipResumed':
      return { ...doc, autoRenew: true };
    case 'MembershipRenewalFailed':
      return { ...doc, status: 'suspended' };
    case 'MembershipLapsed':
      return { ...doc, status: 'lapsed', autoRenew: false };
    case 'MembershipChargeDue':
      return doc;
    default: {
      const _exhaustive: never = event;
      return doc;
    }
  }
}

/** Read model `memberships`: each learner's membership as the profile and course access read it. */
export const membershipsProjection: DocumentProjection<MembershipDocument> = {
  kind: 'document',
  name: 'memberships',
  collection: MEMBERSHIPS_COLLECTION,
  handles: MEMBERSHIP_EVENT_TYPES,
  documentId: (event) => (event.data as { userId?: string }).userId ?? null,
  evolve: evolveMembership,
};
