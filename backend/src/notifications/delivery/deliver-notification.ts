import type { ItemRef, Locale, NotificationKind } from '@khru/contracts';
import { derivedId } from '../../kernel/ids/derived-id.js';
import { defineEffect, effect, type WorkflowEffect } from '../../kernel/workflows/workflow.js';
import type { NotificationMessage } from './notification-message.js';

/** The effect that writes a notification's words, sends it to each person and mails it where it is mailed. */
export const DELIVER_NOTIFICATION = defineEffect<DeliverNotificationInput>('deliver-notification');

/**
 * Who gets it: the people named; an organisation's active admins; the learners of a course (those who may study it
 * now and accept instructor announcements); or the people named who have not completed the course or bundle yet.
 */
export type Recipients = { userIds: string[] } | { orgAdminsOf: string } | { announcementsOf: string } | { yetToComplete: ItemRef; userIds: string[] };

export interface DeliverNotificationInput {
  message: NotificationMessage;
  to: Recipients;
  /** Names the notification, with its kind and the person: the same cause notifies each person once. */
  cause: string;
  /** The course or bundle the words name (its title is read when it is delivered). */
  about: ItemRef | null;
  /** A page of the learner app. */
  link: string | null;
  /** The language the learner used for the cause (a test attempt's), for the mail; null: not known. */
  locale: Locale | null;
  at: string;
}

/** Every notification's id: derived from its kind, its cause and the person, so it is the same on every delivery. */
export const notificationIdFor = (kind: NotificationKind, cause: string, userId: string): string => derivedId('notification', kind, cause, userId);

/** A workflow's output that delivers a notification. */
export const deliver = (input: DeliverNotificationInput): WorkflowEffect<DeliverNotificationInput> => effect(DELIVER_NOTIFICATION, input);
