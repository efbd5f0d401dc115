import { QA_TEXT_MAX_LENGTH, type FieldError, type QaStanding } from '@khru/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';
import type { ModeratedState } from '../moderation/moderation.js';

/** A question or a reply as its decider folds it. */
export type QaItemState<Live extends object> = ModeratedState<{ text: string } & Live>;

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
