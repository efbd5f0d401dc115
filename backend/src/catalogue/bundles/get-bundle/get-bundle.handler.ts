import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BUNDLES_COLLECTION, COURSES_COLLECTION, type BundleDocument, type BundleResponse, type CourseDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { toCourseSummary } from '../../courses/course-response.mapper.js';
import { instructorsOf } from '../../courses/instructors-of.js';
import { ratingsOf } from '../../courses/ratings-of.js';
import { toBundleResponse } from '../bundle-response.mapper.js';
import { GetBundleQuery } from './get-bundle.query.js';

/** A published bundle with its published courses in the bundle's order; drafts and withdrawn bundles are not found. */
@QueryHandler(GetBundleQuery)
export class GetBundleHandler implements IQueryHandler<GetBundleQuery, BundleResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ bundleId, now }: GetBundleQuery): Promise<BundleResponse> {
    const bundle = await this.documents.collection<BundleDocument>(BUNDLES_COLLECTION).findOne({ _id: bundleId, status: 'published' });
    if (!bundle) throw DomainError.notFound();
    const found = await this.documents
      .collection<CourseDocument>(COURSES_COLLECTION)
      .find({ _id: { $in: bundle.courseIds }, status: 'published' })
      .toArray();
    const courses = bundle.courseIds.map((id) => found.find((c) => c._id === id)).filter((c): c is CourseDocument => Boolean(c));
    const instructors = await instructorsOf(
      this.documents,
      courses.map((c) => c.instructorId),
    );
    const ratings = await ratingsOf(
      this.documents,
      courses.map((c) => c._id),
    );
    return toBundleResponse(
      bundle,
      courses.map((c) => toCourseSummary(c, instructors.get(c.instructorId) ?? null, now, ratings.get(c._id))),
      now,
    );
  }
}
