import type { ModerationStatus } from '../events/learning/moderation-status.js';
import type { QaAuthorRole } from '../events/learning/question.events.js';

/** Collection `questions`: one document per question not deleted (`_id` = the question id). */
export interface QuestionDocument {
  _id: string;
  courseId: string;
  userId: string;
  lessonId: string | null;
  text: string;
  status: ModerationStatus;
  version: number;
  created: string;
  updated: string;
  /** When a moderator last decided on it; null while never decided. */
  moderatedAt: string | null;
  /** Ids of its published replies (their count is what lists show). */
  publishedReplyIds: string[];
}

export const QUESTIONS_COLLECTION = 'questions';

/** Collection `replies`: one document per reply not deleted (`_id` = the reply id). */
export interface ReplyDocument {
  _id: string;
  questionId: string;
  courseId: string;
  userId: string;
  authorRole: QaAuthorRole;
  text: string;
  status: ModerationStatus;
  version: number;
  created: string;
  updated: string;
  moderatedAt: string | null;
}

export const REPLIES_COLLECTION = 'replies';
