import {
  CHECKOUT_EXPIRY_MINUTES,
  DEADLINE_EVENT_TYPES,
  DEADLINES_COLLECTION,
  deadlineId,
  EMAIL_CLAIM_EXPIRY_MINUTES,
  MEMBERSHIP_EVENT_TYPES,
  REPORT_SCHEDULE_EVENT_TYPES,
  type CertificateEvent,
  type CostCentreEvent,
  type DeadlineDocument,
  type DeadlineEvent,
  type DeadlineKind,
  type EmailClaimEvent,
  type MembershipEvent,
  type OrderEvent,
  type ReportScheduleEvent,
  type TestAttemptEvent,
  type VoucherEvent,
} from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';
import { REMINDER_DEADLINE_KINDS } from './reminder-deadlines.projection.js';

type Input =
  MembershipEvent | OrderEvent | VoucherEvent | EmailClaimEvent | CostCentreEvent | TestAttemptEvent | CertificateEvent | ReportScheduleEvent | DeadlineEvent;

const minutesAfter = (at: string, minutes: number) => new Date(Date.parse(at) + minutes * 60_000).toISOString();
/** Claim streams are `email-<sha256>`: the key keeps the address itself out of deadline streams. */
const claimKey = (event: RecordedEvent) => event.streamId.slice('email-'.length);

/** The deadline an event sets or clears: its kind and key. */
function target(recorded: RecordedEvent): { kind: DeadlineKind; key: string } | null {
  const event = asDomainEvent<Input>(recorded);
  switch (event.type) {
    case 'DeadlineReached':
      // Reminders are kept by their own projection (reminder-deadlines.projection.ts).
      return (REMINDER_DEADLINE_KINDS as readonly DeadlineKind[]).includes(event.data.kind) ? null : { kind: event.data.kind, key: event.data.key };
    case 'EmailClaimed':
    case 'EmailReleased':
      return { kind: 'email-claim-expiry', key: claimKey(recorded) };
    case 'OrderPlaced':
    case 'PaymentSucceeded':
    case 'OrderExpired':
    case 'OrderCancelled':
    case 'VoucherRedeemed':
      return { kind: 'checkout-expiry', key: event.data.orderId };
    case 'CostCentreOpened':
    case 'CreditsExpired':
      return { kind: 'credit-expiry', key: event.data.costCentreId };
    case 'TestAttemptStarted':
    case 'TestAttemptFinished':
    case 'TestRetryOpened':
      return { kind: 'test-attempt', key: event.data.attemptId };
    case 'CertificateGenerationFailed':
    case 'CertificateGenerated':
    case 'CertificateRevoked':
      return { kind: 'certificate-generation', key: event.data.certificateId };
    case 'ReportScheduled':
    case 'ScheduledReportSent':
    case 'ReportScheduleCancelled':
      return { kind: 'report-schedule', key: event.data.scheduleId };
    default:
      return (MEMBERSHIP_EVENT_TYPES as readonly string[]).includes(event.type)
        ? { kind: 'membership-due', key: (event.data as { userId: string }).userId }
        : null;
  }
}

export function evolveDeadline(document: DeadlineDocument | null, recorded: RecordedEvent): DeadlineDocument | null {
  const at = target(recorded);
  if (!at) return document;
  const event = asDomainEvent<Input>(recorded);
  const due = (dueAt: string): DeadlineDocument => ({ _id: deadlineId(at.kind, at.key), kind: at.kind, key: at.key, dueAt });
  switch (event.type) {
    case 'DeadlineReached':
      return document?.dueAt === event.data.dueAt ? null : document;
    // Membership: the end of the current trial or year.
    case 'MembershipTrialStarted':
      return due(event.data.endsAt);
    case 'MembershipPeriodPaid':
      return due(event.data.end);
    case 'MembershipRenewalFailed':
    case 'MembershipLapsed':
      return null;
    // Checkout: an order (or a voucher use taken for one) must be paid within the window.
    case 'VoucherRedeemed':
      return document ?? due(minutesAfter(event.data.at, CHECKOUT_EXPIRY_MINUTES));
    case 'OrderPlaced':
      return event.data.lines.some((l) => l.kind === 'membership') ? null : due(minutesAfter(event.data.placedAt, CHECKOUT_EXPIRY_MINUTES));
    case 'PaymentSucceeded':
    case 'OrderExpired':
    case 'OrderCancelled':
      return null;
    // Addresses: a claim that no account took up is given back.
    case 'EmailClaimed':
      return due(minutesAfter(recorded.metadata.occurredAt, EMAIL_CLAIM_EXPIRY_MINUTES));
    case 'EmailReleased':
      return null;
    // Credits: what a cost centre holds expires at the contract's end.
    case 'CostCentreOpened':
      return due(event.data.expiresAt);
    case 'CreditsExpired':
      return null;
    // Tests: an open attempt finishes itself at its time limit; a failed one opens the next after the retry wait.
    case 'TestAttemptStarted':
      return due(event.data.deadlineAt);
    case 'TestAttemptFinished':
      return event.data.retryAt ? due(event.data.retryAt) : null;
    case 'TestRetryOpened':
      return null;
    // Certificates: a PDF that could not be made is tried again.
    case 'CertificateGenerationFailed':
      return event.data.retryAt ? due(event.data.retryAt) : null;
    case 'CertificateGenerated':
    case 'CertificateRevoked':
      return null;
    // Scheduled reports: each mail falls due at the next run its schedule or its last mail named.
    case 'ReportScheduled':
    case 'ScheduledReportSent':
      return due(event.data.nextRunAt);
    case 'ReportScheduleCancelled':
      return null;
    default:
      return document;
  }
}

/** Read model `deadlines`: when each business moment falls due, for the leader's deadline poller. */
export const deadlinesProjection: DocumentProjection<DeadlineDocument> = {
  kind: 'document',
  name: 'deadlines',
  collection: DEADLINES_COLLECTION,
  handles: [
    ...MEMBERSHIP_EVENT_TYPES,
    'OrderPlaced',
    'PaymentSucceeded',
    'OrderExpired',
    'OrderCancelled',
    'VoucherRedeemed',
    'EmailClaimed',
    'EmailReleased',
    'CostCentreOpened',
    'CreditsExpired',
    'TestAttemptStarted',
    'TestAttemptFinished',
    'TestRetryOpened',
    'CertificateGenerationFailed',
    'CertificateGenerated',
    'CertificateRevoked',
    ...REPORT_SCHEDULE_EVENT_TYPES,
    ...DEADLINE_EVENT_TYPES,
  ],
  documentId: (event) => {
    const at = target(event);
    return at ? deadlineId(at.kind, at.key) : null;
  },
  evolve: evolveDeadline,
  indexes: [{ keys: { dueAt: 1 } }],
};
