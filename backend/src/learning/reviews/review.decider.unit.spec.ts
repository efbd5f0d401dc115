import { describe, expect, it } from '@jest/globals';
import type { ReviewEvent } from '@khru/contracts';
import { foldEvents } from '../../kernel/commands/decider.js';
import { deciderSpec } from '../../kernel/commands/decider-spec.js';
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
const given = deciderSpec(reviewDecider);

describe('review decider', () => {
  describe('writing', () => {
    it('given nothing, when a holder who started writes, then the review is written with its text trimmed, version 1', () => {
      given([]).when(write).then([written]);
    });

    it('given nothing, when the learner does not hold the course, then FORBIDDEN; when they have not started it, then COURSE_NOT_STARTED', () => {
      given([])
        .when({ ...write, eligibility: 'notHolder' })
        .thenThrows('FORBIDDEN');
      given([])
        .when({ ...write, eligibility: 'notStarted' })
        .thenThrows('COURSE_NOT_STARTED');
    });

    it('given a review in any state, when the learner writes again, then ALREADY_REVIEWED', () => {
      given([written]).when(write).thenThrows('ALREADY_REVIEWED');
      given([written, published]).when(write).thenThrows('ALREADY_REVIEWED');
      given([written, unpublished]).when(write).thenThrows('ALREADY_REVIEWED');
    });

    it('given a deleted review, when the learner writes again, then a new review is written with the next version', () => {
      given([written, deleted])
        .when(write)
        .then([{ ...written, data: { ...written.data, version: 2 } }]);
    });

    it('given nothing, when the rating is not 1 to 5 stars or the text is blank or too long, then BAD_REQUEST names the fields', () => {
      for (const rating of [0, 6, 3.5])
        given([])
          .when({ ...write, rating })
          .thenThrows('BAD_REQUEST', [{ field: 'rating', code: 'IS_IN' }]);
      given([])
        .when({ ...write, text: ' \n ' })
        .thenThrows('BAD_REQUEST', [{ field: 'text', code: 'IS_NOT_EMPTY' }]);
      given([])
        .when({ ...write, rating: 9, text: 'x'.repeat(2001) })
        .thenThrows('BAD_REQUEST', [
          { field: 'rating', code: 'IS_IN' },
          { field: 'text', code: 'BAD_REQUEST', rule: 'maxLength', n: 2000 },
        ]);
      given([])
        .when({ ...write, text: ` ${'x'.repeat(2000)} ` })
        .then([{ ...written, data: { ...written.data, text: 'x'.repeat(2000) } }]);
    });
  });

  describe('editing and deleting', () => {
    it('given a published review, when its author edits it, then the edit is recorded with the next version (back to pending review)', () => {
      given([written, published]).when(edit).then([edited]);
      const state = foldEvents(reviewDecider, [written, published, edited]);
      expect(state).toMatchObject({ status: 'pending', version: 2, rating: 5 });
    });

    it('given a review, when its author saves the same rating and text, then nothing happens', () => {
      given([written, published])
        .when({ ...edit, rating: 4, text: ' Clear and practical ' })
        .thenNothing();
    });

    it('given a review, when another learner edits or deletes it, then NOT_CHANGE_ANOTHER_AUTHORS_ITEM', () => {
      given([written])
        .when({ ...edit, userId: 'bob' })
        .thenThrows('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
      given([written])
        .when({ ...remove, userId: 'bob' })
        .thenThrows('NOT_CHANGE_ANOTHER_AUTHORS_ITEM');
    });

    it('given a review, when it is edited with a bad rating or blank text, then BAD_REQUEST', () => {
      given([written])
        .when({ ...edit, rating: 0, text: ' ' })
        .thenThrows('BAD_REQUEST', [
          { field: 'rating', code: 'IS_IN' },
          { field: 'text', code: 'IS_NOT_EMPTY' },
        ]);
    });

    it('given a review, when it is named under another course, or was deleted, or never was, then NOT_FOUND', () => {
      given([written])
        .when({ ...edit, courseId: 'seo' })
        .thenThrows('NOT_FOUND');
      given([written])
        .when({ ...remove, courseId: 'seo' })
        .thenThrows('NOT_FOUND');
      given([written, deleted]).when(edit).thenThrows('NOT_FOUND');
      given([written, deleted]).when(remove).thenThrows('NOT_FOUND');
      given([]).when(edit).thenThrows('NOT_FOUND');
    });

    it('given a review, when its author deletes it, then it is deleted', () => {
      given([written, published]).when(remove).then([deleted]);
    });
  });

  describe('moderation', () => {
    it('given a pending review, when a moderator publishes the version they read, then it is published with its course, author and rating', () => {
      given([written]).when(publish).then([published]);
    });

    it('given a pending or published review, when a moderator unpublishes it, then it is unpublished', () => {
      given([written]).when(unpublish).then([unpublished]);
      given([written, published]).when(unpublish).then([unpublished]);
    });

    it('given an unpublished review, when it is published, then it is published again', () => {
      given([written, unpublished]).when(publish).then([published]);
    });

    it('given a decision already in force, when it is made again, then nothing happens', () => {
      given([written, published]).when(publish).thenNothing();
      given([written, unpublished]).when(unpublish).thenNothing();
    });

    it('given a review edited since the moderator read it, when they decide on the old version, then CONFLICT', () => {
      given([written, edited]).when(publish).thenThrows('CONFLICT');
      given([written, edited]).when(unpublish).thenThrows('CONFLICT');
      given([written, edited])
        .when({ ...publish, version: 2 })
        .then([{ type: 'ReviewPublished', data: { ...ids, rating: 5, version: 2, moderatorId: 'admin', at: later } }]);
    });

    it('given a review deleted and written again, when a moderator decides on the deleted version, then CONFLICT', () => {
      const rewritten: ReviewEvent = { ...written, data: { ...written.data, version: 2 } };
      given([written, deleted, rewritten]).when(publish).thenThrows('CONFLICT');
    });

    it('given no review or a deleted one, when a moderator decides, then NOT_FOUND', () => {
      given([]).when(publish).thenThrows('NOT_FOUND');
      given([written, deleted]).when(unpublish).thenThrows('NOT_FOUND');
    });
  });

  it('derives one review id per learner and course', () => {
    expect(reviewIdOf('git', 'ann')).toBe(reviewIdOf('git', 'ann'));
    expect(reviewIdOf('git', 'ann')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set([reviewIdOf('git', 'ann'), reviewIdOf('git', 'bob'), reviewIdOf('seo', 'ann')]).size).toBe(3);
  });
});
