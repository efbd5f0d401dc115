import {
  DEADLINES_COLLECTION,
  deadlineId,
  NOTIFICATION_RULES,
  type DeadlineDocument,
  type DeadlineEvent,
  type DeadlineKind,
  type MembershipEvent,
  type OrganisationEvent,
} from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

/** The deadlines that only remind (a notification), kept apart because their events also set other deadlines. */
export const REMINDER_DEADLINE_KINDS = ['trial-reminder', 'assignment-due-reminder'] as const satisfies readonly DeadlineKind[];

type Input = MembershipEvent | OrganisationEvent | DeadlineEvent;

const DAY_MS = 24 * 3600 * 1000;
const daysBefore = (at: string, days: number) => new Date(Date.parse(at) - days * DAY_MS).toISOString();
const isReminder = (kind: DeadlineKind) => (REMINDER_DEADLINE_KINDS as readonly DeadlineKind[]).includes(kind);

function target(recorded: RecordedEvent): { kind: DeadlineKind; key: string } | null {
  const event = asDomainEvent<Input>(recorded);
  switch (event.type) {
    case 'DeadlineReached':
      return isReminder(event.data.kind) ? { kind: event.data.kind, key: event.data.key } : null;
    case 'MembershipTrialStarted':
    case 'MembershipPeriodPaid':
    case 'MembershipRenewalFailed':
    case 'MembershipLapsed':
      return { kind: 'trial-reminder', key: event.data.userId };
    case 'CourseAssigned':
      return { kind: 'assignment-due-reminder', key: event.data.assignmentId };
    default:
      return null;
  }
}

/**
 * A trial is reminded NOTIFICATION_RULES.trialReminderDays before it ends, until it ends (paid, refused or lapsed;
 * a cancelled trial keeps its reminder, which then sends nothing, so a resumed one is still reminded). An assignment
 * with a due date is reminded NOTIFICATION_RULES.assignmentReminderDays before it, unless it was given closer to it
 * than that (its notification already names the date).
 */
export function evolveReminderDeadline(document: DeadlineDocument | null, recorded: RecordedEvent): DeadlineDocument | null {
  const at = target(recorded);
  if (!at) return document;
  const event = asDomainEvent<Input>(recorded);
  const due = (dueAt: string): DeadlineDocument => ({ _id: deadlineId(at.kind, at.key), kind: at.kind, key: at.key, dueAt });
  switch (event.type) {
    case 'DeadlineReached':
      return document?.dueAt === event.data.dueAt ? null : document;
    case 'MembershipTrialStarted':
      return due(daysBefore(event.data.endsAt, NOTIFICATION_RULES.trialReminderDays));
    case 'MembershipPeriodPaid':
    case 'MembershipRenewalFailed':
    case 'MembershipLapsed':
      return null;
    case 'CourseAssigned': {
      const { dueDate } = event.data;
      const remindAt = dueDate && daysBefore(dueDate, NOTIFICATION_RULES.assignmentReminderDays);
      return remindAt && remindAt > event.data.at ? due(remindAt) : null;
    }
    default:
      return document;
  }
}

/** The reminders' part of read model `deadlines` (same collection, their own keys): polled by the leader like the rest. */
export const reminderDeadlinesProjection: DocumentProjection<DeadlineDocument> = {
  kind: 'document',
  name: 'reminder-deadlines',
  collection: DEADLINES_COLLECTION,
  handles: ['MembershipTrialStarted', 'MembershipPeriodPaid', 'MembershipRenewalFailed', 'MembershipLapsed', 'CourseAssigned', 'DeadlineReached'],
  documentId: (event) => {
    const at = target(event);
    return at ? deadlineId(at.kind, at.key) : null;
  },
  evolve: evolveReminderDeadline,
  indexes: [{ keys: { dueAt: 1 } }],
};
