import type { QaAuthorRole } from '@khru/contracts';

/** A title in both languages, as events and read models carry them. */
export interface Titles {
  en: string;
  th: string;
}

/**
 * What a notification says, by kind: the facts its cause recorded. The words are written from these when it is
 * delivered (notification-content.ts); the course or bundle it is about is named from the catalogue then.
 */
export type NotificationMessage =
  | { kind: 'paymentReceipt'; amount: number; receiptNo: string; items: Titles[] }
  | { kind: 'refund'; amount: number; items: Titles[] }
  | { kind: 'trialEndingSoon'; endsAt: string }
  | { kind: 'membershipRenewed'; until: string }
  | { kind: 'renewalFailed' }
  | { kind: 'testPassed'; scorePercent: number }
  | { kind: 'testFailed'; scorePercent: number; passMarkPercent: number; retryAt: string | null }
  | { kind: 'testRetryOpen' }
  | { kind: 'certificateReady'; title: Titles; number: string }
  | { kind: 'questionReplied'; question: string; repliedBy: QaAuthorRole }
  | { kind: 'reviewPublished' }
  | { kind: 'questionPublished' }
  | { kind: 'licenceAssigned'; licence: string; validUntil: string }
  | { kind: 'courseAssigned'; dueDate: string | null }
  | { kind: 'assignmentDueSoon'; dueDate: string }
  | { kind: 'balanceLow'; costCentre: string; balance: number; granted: number }
  | { kind: 'instructorAnnouncement'; course: Titles; contentEn: string; contentTh: string };
