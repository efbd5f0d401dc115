import { QA_TEXT_MAX_LENGTH, type FieldError, type ModerationStatus, type QaStanding } from '@khru/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';

/** A question or a reply as its decider folds it; `version` keeps counting across a deletion. */
export type QaItemState<Live> =
  { status: 'none' | 'deleted'; version: number } | ({ status: ModerationStatus; version: number; authorId: string; courseId: string; text: string } & Live);

type LiveItem<Live> = Extract<QaItemState<Live>, { authorId: string }>;

export const isLive = <Live>(state: QaItemState<Live>): state is LiveItem<Live> => state.status !== 'none' && state.status !== 'deleted';

export function textProblems(text: string): Omit<FieldError, 'message'>[] {
  const trimmed = text.trim();
  if (trimmed.length === 0) return [{ field: 'text', code: 'IS_NOT_EMPTY' }];
  if (trimmed.length > QA_TEXT_MAX_LENGTH) return [{ field: 'text', code: 'BAD_REQUEST', rule: 'maxLength', n: QA_TEXT_MAX_LENGTH }];
  return [];
}

/** Who may write in the course's Q&A at all: holders who have not started read only, others are refused. */
export function standingRefusal(standing: QaStanding): DomainError | null {
  if (standing === 'notHolder') return new DomainError('FORBIDDEN');
  if (standing === 'notStarted') return new DomainError('COURSE_NOT_STARTED');
  return null;
}

/** The author's own live item of this course, or the refusal: NOT_FOUND, then NOT_CHANGE_ANOTHER_AUTHORS_ITEM. */
export function authorsItem<Live>(state: QaItemState<Live>, courseId: string, userId: string): LiveItem<Live> | DomainError {
  if (!isLive(state) || state.courseId !== courseId) return DomainError.notFound();
  if (state.authorId !== userId) return new DomainError('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
  return state;
}

/** The live item a moderator decides on, at the version they read (CONFLICT when it has been rewritten since). */
export function moderatedItem<Live>(state: QaItemState<Live>, version: number): LiveItem<Live> | DomainError {
  if (!isLive(state)) return DomainError.notFound();
  if (state.version !== version) return DomainError.conflict();
  return state;
}
