import { describe, expect, it } from '@jest/globals';
import type { ReviewEvent } from '@khru/contracts';
import { foldDocument } from '../testing/fold-document.js';
import { recorded } from '../testing/recorded.js';
import { documentBeforeAndAfterReplay } from '../testing/replay.js';
import { courseRatingsProjection, evolveCourseRating } from './course-ratings.projection.js';

const at = '2026-11-01T00:00:00.000Z';
const ids = (reviewId: string) => ({ reviewId, courseId: 'git', userId: `user-${reviewId}` });
const written = (reviewId: string, rating: number): ReviewEvent => ({ type: 'ReviewWritten', data: { ...ids(reviewId), rating, text: 'ok', version: 1, at } });
const published = (reviewId: string, rating: number): ReviewEvent => ({
  type: 'ReviewPublished',
  data: { ...ids(reviewId), rating, version: 1, moderatorId: 'admin', at },
});
const unpublished = (reviewId: string, rating: number): ReviewEvent => ({
  type: 'ReviewUnpublished',
  data: { ...ids(reviewId), rating, version: 1, moderatorId: 'admin', at },
});
const edited = (reviewId: string, rating: number): ReviewEvent => ({ type: 'ReviewEdited', data: { ...ids(reviewId), rating, text: 'new', version: 2, at } });
const deleted = (reviewId: string): ReviewEvent => ({ type: 'ReviewDeleted', data: { ...ids(reviewId), at } });

describe('course ratings projection', () => {
  it('given reviews only written (pending review), then the course has no rating', () => {
    expect(foldDocument(evolveCourseRating, [written('a', 5), written('b', 1)])).toBeNull();
  });

  it('given published reviews, then the count, the mean to one decimal and the stars per rating follow them', () => {
    expect(
      foldDocument(evolveCourseRating, [written('a', 5), published('a', 5), written('b', 4), published('b', 4), written('c', 4), published('c', 4)]),
    ).toEqual({
      _id: 'git',
      published: { a: 5, b: 4, c: 4 },
      count: 3,
      average: 4.3,
      stars: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 },
    });
  });

  it('given a published review unpublished, edited back to pending or deleted, then it no longer counts', () => {
    const base = [published('a', 5), published('b', 3)];
    expect(foldDocument(evolveCourseRating, [...base, unpublished('a', 5)])).toMatchObject({ count: 1, average: 3, stars: { '5': 0, '3': 1 } });
    expect(foldDocument(evolveCourseRating, [...base, edited('a', 1)])).toMatchObject({ count: 1, average: 3 });
    expect(foldDocument(evolveCourseRating, [...base, deleted('b')])).toMatchObject({ count: 1, average: 5 });
    expect(foldDocument(evolveCourseRating, [...base, deleted('a'), deleted('b')])).toMatchObject({ count: 0, average: 0, published: {} });
  });

  it('given an edited review published again, then its new rating counts once', () => {
    expect(foldDocument(evolveCourseRating, [published('a', 5), edited('a', 2), published('a', 2)])).toMatchObject({
      count: 1,
      average: 2,
      stars: { '2': 1, '5': 0 },
    });
  });

  it('applied twice gives the same document', async () => {
    const events = [published('a', 5), published('b', 2), unpublished('b', 2)].map((e) => recorded(e));
    const { once, twice } = await documentBeforeAndAfterReplay(courseRatingsProjection, events, 'git');
    expect(once).toMatchObject({ count: 1, average: 5 });
    expect(twice).toEqual(once);
  });
});
