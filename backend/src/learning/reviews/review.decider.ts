import { REVIEW_RATINGS, REVIEW_TEXT_MAX_LENGTH, type FieldError, type ReviewEligibility, type ReviewEvent } from '@khru/contracts';
import type { Decider } from '../../kernel/commands/decider.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { authorsItem, deleted, editedItem, isLive, moderate, withStatus, type ModeratedState } from '../moderation/moderation.js';

/**
 * `eligibility` is what the handler found in the read models (does the learner hold the course, have
 * they started it): the decider stays pure and still owns the rule.
 */
export type WriteReview = {
  type: 'WriteReview';
  reviewId: string;
  courseId: string;
  userId: string;
  rating: number;
  text: string;
  at: string;
  eligibility: ReviewEligibility;
};
export type EditReview = { type: 'EditReview'; reviewId: string; courseId: string; userId: string; rating: number; text: string; at: string };
export type DeleteReview = { type: 'DeleteReview'; reviewId: string; courseId: string; userId: string; at: string };
export type PublishReview = { type: 'PublishReview'; reviewId: string; version: number; moderatorId: string; at: string };
export type UnpublishReview = { type: 'UnpublishReview'; reviewId: string; version: number; moderatorId: string; at: string };
export type ReviewCommand = WriteReview | EditReview | DeleteReview | PublishReview | UnpublishReview;

export type ReviewState = ModeratedState<{ rating: number; text: string }>;

function contentProblems(rating: number, text: string): Omit<FieldError, 'message'>[] {
  const problems: Omit<FieldError, 'message'>[] = [];
  if (!(REVIEW_RATINGS as readonly number[]).includes(rating)) problems.push({ field: 'rating', code: 'IS_IN' });
  const trimmed = text.trim();
  if (trimmed.length === 0) problems.push({ field: 'text', code: 'IS_NOT_EMPTY' });
  else if (trimmed.length > REVIEW_TEXT_MAX_LENGTH) problems.push({ field: 'text', code: 'BAD_REQUEST', rule: 'maxLength', n: REVIEW_TEXT_MAX_LENGTH });
  return problems;
}

/**
 * A learner's review of a course (spec sections 4 and 6): holders who have started the course write
 * one, which waits in pending review; only its author edits it (back to pending) or deletes it; a
 * moderator publishes or unpublishes the version they read. Only published reviews count.
 */
export const reviewDecider: Decider<ReviewCommand, ReviewEvent, ReviewState> = {
  initialState: () => ({ status: 'none', version: 0 }),

  evolve(state, event) {
    switch (event.type) {
      case 'ReviewWritten':
      case 'ReviewEdited': {
        const { userId, courseId, rating, text, version } = event.data;
        return { status: 'pending', version, authorId: userId, courseId, rating, text };
      }
      case 'ReviewDeleted':
        return deleted(state);
      case 'ReviewPublished':
        return withStatus(state, 'published');
      case 'ReviewUnpublished':
        return withStatus(state, 'unpublished');
      default: {
        const _exhaustive: never = event;
        return state;
      }
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'WriteReview': {
        if (command.eligibility === 'notHolder') return new DomainError('FORBIDDEN');
        if (command.eligibility === 'notStarted') return new DomainError('COURSE_NOT_STARTED');
        if (isLive(state)) return new DomainError('ALREADY_REVIEWED');
        const problems = contentProblems(command.rating, command.text);
        if (problems.length > 0) return DomainError.badRequest(problems);
        const { reviewId, courseId, userId, rating, at } = command;
        return [{ type: 'ReviewWritten', data: { reviewId, courseId, userId, rating, text: command.text.trim(), version: state.version + 1, at } }];
      }
      case 'EditReview': {
        const review = editedItem(state, command, contentProblems(command.rating, command.text));
        if (review instanceof DomainError) return review;
        const text = command.text.trim();
        if (text === review.text && command.rating === review.rating) return [];
        const { reviewId, courseId, userId, rating, at } = command;
        return [{ type: 'ReviewEdited', data: { reviewId, courseId, userId, rating, text, version: review.version + 1, at } }];
      }
      case 'DeleteReview': {
        const review = authorsItem(state, command);
        if (review instanceof DomainError) return review;
        const { reviewId, courseId, userId, at } = command;
        return [{ type: 'ReviewDeleted', data: { reviewId, courseId, userId, at } }];
      }
      case 'PublishReview':
      case 'UnpublishReview': {
        const publish = command.type === 'PublishReview';
        const { reviewId, version, moderatorId, at } = command;
        return moderate(state, { publish, version }, (review): ReviewEvent => ({
          type: publish ? 'ReviewPublished' : 'ReviewUnpublished',
          data: { reviewId, courseId: review.courseId, userId: review.authorId, rating: review.rating, version, moderatorId, at },
        }));
      }
      default: {
        const _exhaustive: never = command;
        throw new Error('unknown command');
      }
    }
  },
};
