import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { COURSES_COLLECTION, CURRENCY, priceAt, type CourseDocument, type PricingClientResponse } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { PriceCoursesQuery } from './price-courses.query.js';

/** Prices in effect now for published courses, keyed by id. */
@QueryHandler(PriceCoursesQuery)
export class PriceCoursesHandler implements IQueryHandler<PriceCoursesQuery, PricingClientResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ courseIds, now }: PriceCoursesQuery): Promise<PricingClientResponse> {
    const docs = await this.documents
      .collection<CourseDocument>(COURSES_COLLECTION)
      .find({ _id: { $in: [...new Set(courseIds)] }, status: 'published' }, { projection: { priceSchedule: 1 } })
      .toArray();
    return { coursesPricing: Object.fromEntries(docs.map((d) => [d._id, { courseId: d._id, price: priceAt(d.priceSchedule, now), currency: CURRENCY }])) };
  }
}
