import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { COURSE_RATINGS_COLLECTION, REVIEW_RATINGS, type CourseRatingDocument, type ReviewRatingsCountResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { CountRatingsQuery } from './count-ratings.query.js';

/** A course's published reviews per number of stars, five to one, with their mean and count (all 0 before any). */
@QueryHandler(CountRatingsQuery)
export class CountRatingsHandler implements IQueryHandler<CountRatingsQuery, ReviewRatingsCountResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ courseId }: CountRatingsQuery): Promise<ReviewRatingsCountResponse> {
    const doc = await this.documents.collection<CourseRatingDocument>(COURSE_RATINGS_COLLECTION).findOne({ _id: courseId }, { projection: { published: 0 } });
    return {
      average: doc?.average ?? 0,
      count: doc?.count ?? 0,
      ratings: [...REVIEW_RATINGS].reverse().map((rating) => ({ rating, count: doc?.stars[String(rating)] ?? 0 })),
    };
  }
}
