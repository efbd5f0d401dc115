import type { ModerationStatus } from '../events/learning/moderation-status.js';
import type { QaAuthorRole } from '../events/learning/question.events.js';
import type { CommandAccepted } from './read-position.js';

/** The search index's kind for published questions; no suggestion group has it, so the catalogue's searches never show them. */
export const QUESTION_SEARCH_KIND = 'question';

/**
 * What the caller may do in a course's questions and answers: learners who hold the course and have
 * started it ask and reply; the course's instructor and the Khru team reply; a holder who has not
 * started reads only; anyone else is refused.
 */
export type QaStanding = QaAuthorRole | 'notStarted' | 'notHolder';

export interface QaAuthor {
  id: string;
  name: string;
  profileImageUrl: string | null;
}

/** A question as lists show it; the text is plain text, to be shown escaped. */
export interface QuestionResponse {
  id: string;
  courseId: string;
  lessonId: string | null;
  text: string;
  status: ModerationStatus;
  /** Which text this is: moderators publish or unpublish the version they read. */
  version: number;
  created: string;
  updated: string;
  author: QaAuthor;
  /** Its published replies. */
  replyCount: number;
  /** Whether the caller wrote it (and so may edit or delete it). */
  mine: boolean;
}

export interface ReplyResponse {
  id: string;
  questionId: string;
  courseId: string;
  text: string;
  status: ModerationStatus;
  version: number;
  created: string;
  updated: string;
  author: QaAuthor;
  /** `instructor` and `team` replies are marked as such. */
  authorRole: QaAuthorRole;
  mine: boolean;
}

/**
 * `POST cmsapi/courses/{id}/questions/list` and `searchapi/search/cms-qas`: published questions (and
 * the caller's own in any state), newest first, with the total for "see more" and the caller's standing.
 */
export interface QuestionListResponse {
  data: QuestionResponse[];
  totalCount: number;
  standing: QaStanding;
}

/** `POST cmsapi/courses/{id}/replies/list`: a question's published replies and the caller's own, newest first. */
export interface ReplyListResponse {
  data: ReplyResponse[];
  totalCount: number;
  standing: QaStanding;
}

export interface QaCourseRef {
  id: string;
  titleEn: string;
  titleTh: string;
}

/** A question to moderate, with its course. */
export interface ModeratedQuestionResponse extends QuestionResponse {
  course: QaCourseRef;
}

/** A reply to moderate, with its course and the question it answers. */
export interface ModeratedReplyResponse extends ReplyResponse {
  course: QaCourseRef;
  question: { id: string; text: string };
}

export interface ModeratedQuestionListResponse {
  data: ModeratedQuestionResponse[];
  totalCount: number;
}

export interface ModeratedReplyListResponse {
  data: ModeratedReplyResponse[];
  totalCount: number;
}

/** `POST cmsapi/courses/{id}/questions` and `.../questions/{qid}/replies` answer the new item's id with the position to read it after. */
export type QaItemCreatedResponse = CommandAccepted & { id: string };

export interface AskQuestionRequestBody {
  text: string;
  /** The lesson the question is about, if any. */
  lessonId?: string;
}

export interface QaTextRequestBody {
  text: string;
}

export interface ListQuestionsRequestBody {
  skip?: number;
  take?: number;
  /** The answer always carries `totalCount`; accepted for the spec's query shape. */
  requireTotalCount?: boolean;
}

export interface ListRepliesRequestBody extends ListQuestionsRequestBody {
  questionId: string;
}

/** `POST cmsapi/admin/questions/{id}/publish` and `.../unpublish` (and the same for replies): the version the moderator read. */
export interface ModerateQaRequestBody {
  version: number;
}
