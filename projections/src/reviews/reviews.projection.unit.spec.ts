import { describe, expect, it } from '@jest/globals';
import type { ReviewEvent } from '@khru/contracts';
import { foldDocument } from '../testing/fold-document.js';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { evolveReview, reviewsProjection } from './reviews.projection.js';

const ids = { reviewId: 'r1', courseId: 'git', userId: 'ann' };
const written: ReviewEvent = { type: 'ReviewWritten', data: { ...ids, rating: 4, text: '<b>Clear</b>', version: 1, at: '2026-11-01T00:00:00.000Z' } };
const published: ReviewEvent = {
  type: 'ReviewPublished',
  data: { ...ids, rating: 4, version: 1, moderatorId: 'admin', at: '2026-11-02T00:00:00.000Z' },
};
const edited: ReviewEvent = { type: 'ReviewEdited', data: { ...ids, rating: 2, text: 'Less clear', version: 2, at: '2026-11-03T00:00:00.000Z' } };
const unpublished: ReviewEvent = {
  type: 'ReviewUnpublished',
  data: { ...ids, rating: 2, version: 2, moderatorId: 'admin', at: '2026-11-04T00:00:00.000Z' },
};
const deleted: ReviewEvent = { type: 'ReviewDeleted', data: { ...ids, at: '2026-11-05T00:00:00.000Z' } };

describe('reviews projection', () => {
  it('given a written review, then it is kept pending review with its text as written', () => {
    expect(foldDocument(evolveReview, [written])).toEqual({
      _id: 'r1',
      courseId: 'git',
      userId: 'ann',
      rating: 4,
      text: '<b>Clear</b>',
      version: 1,
      status: 'pending',
      created: '2026-11-01T00:00:00.000Z',
      updated: '2026-11-01T00:00:00.000Z',
      moderatedAt: null,
    });
  });

  it('given a moderator publishes it, then it is published; an edit brings it back to pending with the new rating and version', () => {
    expect(foldDocument(evolveReview, [written, published])).toMatchObject({ status: 'published', moderatedAt: '2026-11-02T00:00:00.000Z' });
    expect(foldDocument(evolveReview, [written, published, edited])).toMatchObject({
      status: 'pending',
      rating: 2,
      text: 'Less clear',
      version: 2,
      created: '2026-11-01T00:00:00.000Z',
      updated: '2026-11-03T00:00:00.000Z',
    });
    expect(foldDocument(evolveReview, [written, published, edited, unpublished])).toMatchObject({ status: 'unpublished' });
  });

  it('given a deletion, then the review is gone', () => {
    expect(foldDocument(evolveReview, [written, published, deleted])).toBeNull();
  });

  it('applied twice gives the same document', async () => {
    const events = [written, published, edited].map((e) => recorded(e));
    const { once, twice } = await documentBeforeAndAfterReplay(reviewsProjection, events, 'r1');
    expect(once).toMatchObject({ status: 'pending', version: 2 });
    expect(twice).toEqual(once);
  });
});
