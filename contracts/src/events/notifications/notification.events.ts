import type { DomainEvent } from '../event.js';

/** What a notification is about; each is sent by one workflow (ADR 25). */
export const NOTIFICATION_KINDS = [
  'paymentReceipt',
  'refund',
  'trialEndingSoon',
  'membershipRenewed',
  'renewalFailed',
  'testPassed',
  'testFailed',
  'testRetryOpen',
  'certificateReady',
  'questionReplied',
  'reviewPublished',
  'questionPublished',
  'licenceAssigned',
  'courseAssigned',
  'assignmentDueSoon',
  'balanceLow',
  'instructorAnnouncement',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Stream `notifications-<userId>`: what was sent to one user and what they did with it. `notificationId` is
 * derived from the event that caused it, so a redelivered cause sends nothing twice. Content is HTML already
 * sanitised to div, p and strong; `link` is an app path (`/test/...`) or null.
 */
export type NotificationSent = DomainEvent<
  'NotificationSent',
  { notificationId: string; userId: string; kind: NotificationKind; contentEn: string; contentTh: string; link: string | null; at: string }
>;
export type NotificationRead = DomainEvent<'NotificationRead', { notificationId: string; userId: string; at: string }>;
/** The bell was opened with "mark all seen": every notification sent so far counts as read. */
export type NotificationsSeen = DomainEvent<'NotificationsSeen', { userId: string; at: string }>;
/** The notification also went out by mail (recorded after sending, so a redelivered cause mails it once). */
export type NotificationMailed = DomainEvent<'NotificationMailed', { notificationId: string; userId: string; at: string }>;

export type NotificationEvent = NotificationSent | NotificationRead | NotificationsSeen | NotificationMailed;

export const NOTIFICATION_EVENT_TYPES = [
  'NotificationSent',
  'NotificationRead',
  'NotificationsSeen',
  'NotificationMailed',
] as const satisfies readonly NotificationEvent['type'][];

export const notificationsStream = (userId: string): string => `notifications-${userId}`;

/**
 * Stream `announcement-<announcementId>`: a course's instructor (or a platform admin) wrote to the course's
 * learners. Content is HTML already sanitised to div, p and strong; the course's titles are those of the
 * moment it was written.
 */
export type InstructorAnnouncementPosted = DomainEvent<
  'InstructorAnnouncementPosted',
  {
    announcementId: string;
    courseId: string;
    courseTitleEn: string;
    courseTitleTh: string;
    contentEn: string;
    contentTh: string;
    by: string;
    at: string;
  }
>;

export type AnnouncementEvent = InstructorAnnouncementPosted;

export const ANNOUNCEMENT_EVENT_TYPES = ['InstructorAnnouncementPosted'] as const satisfies readonly AnnouncementEvent['type'][];

export const announcementStream = (announcementId: string): string => `announcement-${announcementId}`;
