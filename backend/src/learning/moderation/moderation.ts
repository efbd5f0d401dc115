import type { FieldError, ModerationStatus } from '@khru/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';

/**
 * A learner's public text (a review, a question, a reply) as its decider folds it. `version` keeps
 * counting across a deletion, so a decision on a deleted text can never land on a new one.
 */
export type ModeratedState<Live extends object = object> =
  { status: 'none' | 'deleted'; version: number } | ({ status: ModerationStatus; version: number; authorId: string; courseId: string } & Live);

export type LiveItem<State> = Extract<State, { authorId: string }>;

export const isLive = <State extends ModeratedState>(state: State): state is LiveItem<State> => state.status !== 'none' && state.status !== 'deleted';

/** What a moderator's decision makes of the item; one deleted, or never written, stays as it is. */
export const withStatus = <State extends ModeratedState>(state: State, status: 'published' | 'unpublished'): State =>
  isLive(state) ? { ...state, status } : state;

/** A deleted item keeps its version, for the reason above. */
export const deleted = (state: ModeratedState): { status: 'deleted'; version: number } => ({ status: 'deleted', version: state.version });

/** The author's own live item of this course, or the refusal: NOT_FOUND, then NOT_CHANGE_ANOTHER_AUTHORS_ITEM. */
export function authorsItem<State extends ModeratedState>(state: State, command: { courseId: string; userId: string }): LiveItem<State> | DomainError {
  if (!isLive(state) || state.courseId !== command.courseId) return DomainError.notFound();
  if (state.authorId !== command.userId) return new DomainError('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
  return state;
}

/** The author's own live item, to be rewritten with content that has these problems: refused as above, then BAD_REQUEST. */
export function editedItem<State extends ModeratedState>(
  state: State,
  command: { courseId: string; userId: string },
  problems: Omit<FieldError, 'message'>[],
): LiveItem<State> | DomainError {
  const item = authorsItem(state, command);
  if (item instanceof DomainError || problems.length === 0) return item;
  return DomainError.badRequest(problems);
}

/**
 * A moderator publishes or unpublishes the live item at the version they read (NOT_FOUND when it is
 * gone, CONFLICT when it has been rewritten since); nothing happens when it is already so.
 */
export function moderate<State extends ModeratedState, Event>(
  state: State,
  decision: { publish: boolean; version: number },
  event: (item: LiveItem<State>) => Event,
): readonly Event[] | DomainError {
  if (!isLive(state)) return DomainError.notFound();
  if (state.version !== decision.version) return DomainError.conflict();
  if (state.status === (decision.publish ? 'published' : 'unpublished')) return [];
  return [event(state)];
}
