import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  BUNDLES_COLLECTION,
  COURSES_COLLECTION,
  OFFER_RULES,
  priceAt,
  type BundleDocument,
  type CourseDocument,
  type CourseRestrictionsResponse,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { GetRestrictionsQuery } from './get-restrictions.query.js';

/** The terms of a published course: free or paid now, the offer rules of spec section 9, and the bundles that hold it. */
@QueryHandler(GetRestrictionsQuery)
export class GetRestrictionsHandler implements IQueryHandler<GetRestrictionsQuery, CourseRestrictionsResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ courseId, now }: GetRestrictionsQuery): Promise<CourseRestrictionsResponse> {
    const course = await this.documents.collection<CourseDocument>(COURSES_COLLECTION).findOne({ _id: courseId, status: 'published' });
    if (!course) throw DomainError.notFound();
    const bundles = await this.documents
      .collection<BundleDocument>(BUNDLES_COLLECTION)
      .find({ status: 'published', courseIds: courseId }, { sort: { created: -1, _id: 1 }, projection: { _id: 1 } })
      .toArray();
    const isFree = priceAt(course.priceSchedule, now) === 0;
    return {
      courseId,
      isFree,
      requiresLogin: true,
      requiresPurchase: !isFree,
      payPerViewYears: OFFER_RULES.payPerViewYears,
      refundWindowDays: OFFER_RULES.onlineRefundWindowDays,
      guardianConsentBelowAge: OFFER_RULES.guardianConsentBelowAge,
      bundleIds: bundles.map((b) => b._id),
      trainingStartsAt: course.trainingStartsAt ?? null,
      trainingCancelledAt: course.trainingCancelledAt ?? null,
      trainingFullRefundDays: OFFER_RULES.trainingFullRefundDays,
    };
  }
}
