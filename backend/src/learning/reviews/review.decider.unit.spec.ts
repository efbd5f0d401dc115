import { describe, expect, it } from '@jest/globals';
import type { ReviewEvent } from '@khru/contracts';
import { givenWhen } from '../../kernel/commands/given-when-then.js';
import { DomainError } from '../../kernel/errors/domain-error.js';
import { reviewDecider, type DeleteReview, type EditReview, type PublishReview, type UnpublishReview, type WriteReview } from './review.decider.js';
import { reviewIdOf } from './review-id.js';

const at = '2026-11-22T10:00:00.000Z';
const later = '2026-11-22T11:00:00.000Z';
const ids = { reviewId: 'r1', courseId: 'git-and-github', userId: 'ann' };
const write: WriteReview = { type: 'WriteReview', ...ids, rating: 4, text: '  Clear and practical  ', at, eligibility: 'canWrite' };
const written: ReviewEvent = { type: 'ReviewWritten', data: { ...ids, rating: 4, text: 'Clear and practical', version: 1, at } };
const edit: EditReview = { type: 'EditReview', ...ids, rating: 5, text: 'Even better the second time', at: later };
const edited: ReviewEvent = { type: 'ReviewEdited', data: { ...ids, rating: 5, text: 'Even better the second time', version: 2, at: later } };
const remove: DeleteReview = { type: 'DeleteReview', ...ids, at: later };
const deleted: ReviewEvent = { type: 'ReviewDeleted', data: { ...ids, at: later } };
const publish: PublishReview = { type: 'PublishReview', reviewId: 'r1', version: 1, moderatorId: 'admin', at: later };
const unpublish: UnpublishReview = { type: 'UnpublishReview', reviewId: 'r1', version: 1, moderatorId: 'admin', at: later };
const published: ReviewEvent = { type: 'ReviewPublished', data: { ...ids, rating: 4, version: 1, moderatorId: 'admin', at: later } };
const unpublished: ReviewEvent = { type: 'ReviewUnpublished', data: { ...ids, rating: 4, version: 1, moderatorId: 'admin', at: later } };
const when = givenWhen(reviewDecider);

const refusal = (result: unknown) => {
  expect(result).toBeInstanceOf(DomainError);
  const { code, fields } = result as DomainError;
  return { code, fields };
};

describe('review decider', () => {
  describe('writing', () => {
    it('given nothing, when a holder who started writes, then the review is written with its text trimmed, version 1', () => {
      expect(when([], write)).toEqual([written]);
    });

    it('given nothing, when the learner does not hold the course, then FORBIDDEN; when they have not started it, then COURSE_NOT_STARTED', () => {
      expect(refusal(when([], { ...write, eligibility: 'notHolder' })).code).toBe('FORBIDDEN');
      expect(refusal(when([], { ...write, eligibility: 'notStarted' })).code).toBe('COURSE_NOT_STARTED');
    });

    it('given a review in any state, when the learner writes again, then ALREADY_REVIEWED', () => {
      expect(refusal(when([written], write)).code).toBe('ALREADY_REVIEWED');
      expect(refusal(when([written, published], write)).code).toBe('ALREADY_REVIEWED');
      expect(refusal(when([written, unpublished], write)).code).toBe('ALREADY_REVIEWED');
    });

    it('given a deleted review, when the learner writes again, then a new review is written with the next version', () => {
      expect(when([written, deleted], write)).toEqual([{ ...written, data: { ...written.data, version: 2 } }]);
    });

    it('given nothing, when the rating is not 1 to 5 stars or the text is blank or too long, then BAD_REQUEST names the fields', () => {
      for (const rating of [0, 6, 3.5]) expect(refusal(when([], { ...write, rating })).fields).toEqual([{ field: 'rating', code: 'IS_IN' }]);
      expect(refusal(when([], { ...write, text: ' \n ' })).fields).toEqual([{ field: 'text', code: 'IS_NOT_EMPTY' }]);
      expect(refusal(when([], { ...write, rating: 9, text: 'x'.repeat(2001) })).fields).toEqual([
        { field: 'rating', code: 'IS_IN' },
        { field: 'text', code: 'BAD_REQUEST', rule: 'maxLength', n: 2000 },
      ]);
      expect(when([], { ...write, text: ` ${'x'.repeat(2000)} ` })).toEqual([{ ...written, data: { ...written.data, text: 'x'.repeat(2000) } }]);
    });
  });

  describe('editing and deleting', () => {
    it('given a published review, when its author edits it, then the edit is recorded with the next version (back to pending review)', () => {
      expect(when([written, published], edit)).toEqual([edited]);
      const state = [written, published, edited].reduce(reviewDecider.evolve, reviewDecider.initialState);
      expect(state).toMatchObject({ status: 'pending', version: 2, rating: 5 });
    });

    it('given a review, when its author saves the same rating and text, then nothing happens', () => {
      expect(when([written, published], { ...edit, rating: 4, text: ' Clear and practical ' })).toEqual([]);
    });

    it('given a review, when another learner edits or deletes it, then NOT_CHANGE_ANOTHER_AUTHORS_ITEM', () => {
      expect(refusal(when([written], { ...edit, userId: 'bob' })).code).toBe('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
      expect(refusal(when([written], { ...remove, userId: 'bob' })).code).toBe('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
    });

    it('given a review, when it is edited with a bad rating or blank text, then BAD_REQUEST', () => {
      expect(refusal(when([written], { ...edit, rating: 0, text: ' ' })).fields).toEqual([
        { field: 'rating', code: 'IS_IN' },
        { field: 'text', code: 'IS_NOT_EMPTY' },
      ]);
    });

    it('given a review, when it is named under another course, or was deleted, or never was, then NOT_FOUND', () => {
      expect(refusal(when([written], { ...edit, courseId: 'seo' })).code).toBe('NOT_FOUND');
      expect(refusal(when([written], { ...remove, courseId: 'seo' })).code).toBe('NOT_FOUND');
      expect(refusal(when([written, deleted], edit)).code).toBe('NOT_FOUND');
      expect(refusal(when([written, deleted], remove)).code).toBe('NOT_FOUND');
      expect(refusal(when([], edit)).code).toBe('NOT_FOUND');
    });

    it('given a review, when its author deletes it, then it is deleted', () => {
      expect(when([written, published], remove)).toEqual([deleted]);
    });
  });

  describe('moderation', () => {
    it('given a pending review, when a moderator publishes the version they read, then it is published with its course, author and rating', () => {
      expect(when([written], publish)).toEqual([published]);
    });

    it('given a pending or published review, when a moderator unpublishes it, then it is unpublished', () => {
      expect(when([written], unpublish)).toEqual([unpublished]);
      expect(when([written, published], unpublish)).toEqual([unpublished]);
    });

    it('given an unpublished review, when it is published, then it is published again', () => {
      expect(when([written, unpublished], publish)).toEqual([published]);
    });

    it('given a decision already in force, when it is made again, then nothing happens', () => {
      expect(when([written, published], publish)).toEqual([]);
      expect(when([written, unpublished], unpublish)).toEqual([]);
    });

    it('given a review edited since the moderator read it, when they decide on the old version, then CONFLICT', () => {
      expect(refusal(when([written, edited], publish)).code).toBe('CONFLICT');
      expect(refusal(when([written, edited], unpublish)).code).toBe('CONFLICT');
      expect(when([written, edited], { ...publish, version: 2 })).toEqual([
        { type: 'ReviewPublished', data: { ...ids, rating: 5, version: 2, moderatorId: 'admin', at: later } },
      ]);
    });

    it('given a review deleted and written again, when a moderator decides on the deleted version, then CONFLICT', () => {
      const rewritten: ReviewEvent = { ...written, data: { ...written.data, version: 2 } };
      expect(refusal(when([written, deleted, rewritten], publish)).code).toBe('CONFLICT');
    });

    it('given no review or a deleted one, when a moderator decides, then NOT_FOUND', () => {
      expect(refusal(when([], publish)).code).toBe('NOT_FOUND');
      expect(refusal(when([written, deleted], unpublish)).code).toBe('NOT_FOUND');
    });
  });

  it('derives one review id per learner and course', () => {
    expect(reviewIdOf('git', 'ann')).toBe(reviewIdOf('git', 'ann'));
    expect(reviewIdOf('git', 'ann')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set([reviewIdOf('git', 'ann'), reviewIdOf('git', 'bob'), reviewIdOf('seo', 'ann')]).size).toBe(3);
  });
});
