import type { DomainEvent } from '../event.js';

/** Who wrote a reply, as the course saw them when they wrote it: a learner, the course's instructor, or the Khru team (a moderator). */
export const QA_AUTHOR_ROLES = ['learner', 'instructor', 'team'] as const;
export type QaAuthorRole = (typeof QA_AUTHOR_ROLES)[number];

/** A question's or a reply's text: plain text, trimmed, of this many characters at most (and at least one). */
export const QA_TEXT_MAX_LENGTH = 2000;

/**
 * Stream `question-<questionId>`: a learner's question about a course, optionally about one of its
 * lessons. Like a review, `version` counts the texts written (the question and each edit), and a
 * moderator's decision names the version it was made on, so an edit made meanwhile is never
 * published unseen. An edit returns the question to pending review.
 */
export type QuestionAsked = DomainEvent<
  'QuestionAsked',
  { questionId: string; courseId: string; userId: string; lessonId: string | null; text: string; version: number; at: string }
>;
export type QuestionEdited = DomainEvent<'QuestionEdited', { questionId: string; courseId: string; userId: string; text: string; version: number; at: string }>;
export type QuestionDeleted = DomainEvent<'QuestionDeleted', { questionId: string; courseId: string; userId: string; at: string }>;
export type QuestionPublished = DomainEvent<
  'QuestionPublished',
  { questionId: string; courseId: string; userId: string; version: number; moderatorId: string; at: string }
>;
export type QuestionUnpublished = DomainEvent<
  'QuestionUnpublished',
  { questionId: string; courseId: string; userId: string; version: number; moderatorId: string; at: string }
>;

export type QuestionEvent = QuestionAsked | QuestionEdited | QuestionDeleted | QuestionPublished | QuestionUnpublished;

export const QUESTION_EVENT_TYPES = [
  'QuestionAsked',
  'QuestionEdited',
  'QuestionDeleted',
  'QuestionPublished',
  'QuestionUnpublished',
] as const satisfies readonly QuestionEvent['type'][];

export const questionStream = (questionId: string): string => `question-${questionId}`;

/**
 * Stream `reply-<replyId>`: one reply to a question, on its own stream so replies written at once
 * never contend with each other or with the question. Every event names the question and the course,
 * so the question's count of published replies needs no other stream. Versions and moderation as
 * for questions; a reply by the Khru team is published as it is written (its author moderates).
 */
export type ReplyPosted = DomainEvent<
  'ReplyPosted',
  { replyId: string; questionId: string; courseId: string; userId: string; authorRole: QaAuthorRole; text: string; version: number; at: string }
>;
export type ReplyEdited = DomainEvent<
  'ReplyEdited',
  { replyId: string; questionId: string; courseId: string; userId: string; text: string; version: number; at: string }
>;
export type ReplyDeleted = DomainEvent<'ReplyDeleted', { replyId: string; questionId: string; courseId: string; userId: string; at: string }>;
export type ReplyPublished = DomainEvent<
  'ReplyPublished',
  { replyId: string; questionId: string; courseId: string; userId: string; version: number; moderatorId: string; at: string }
>;
export type ReplyUnpublished = DomainEvent<
  'ReplyUnpublished',
  { replyId: string; questionId: string; courseId: string; userId: string; version: number; moderatorId: string; at: string }
>;

export type ReplyEvent = ReplyPosted | ReplyEdited | ReplyDeleted | ReplyPublished | ReplyUnpublished;

export const REPLY_EVENT_TYPES = [
  'ReplyPosted',
  'ReplyEdited',
  'ReplyDeleted',
  'ReplyPublished',
  'ReplyUnpublished',
] as const satisfies readonly ReplyEvent['type'][];

export const replyStream = (replyId: string): string => `reply-${replyId}`;
