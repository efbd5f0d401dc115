import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  BUNDLES_COLLECTION,
  CARTS_COLLECTION,
  COURSES_COLLECTION,
  CURRENCY,
  INSTRUCTORS_COLLECTION,
  priceAt,
  storedText,
  type BundleDocument,
  type CartDocument,
  type CartItemResponse,
  type CartResponse,
  type CourseDocument,
  type InstructorDocument,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { GetCartQuery } from './get-cart.query.js';

const byIds = async <T extends { _id: string }>(documents: DocumentStore, collection: string, ids: string[], published = true) =>
  new Map(
    (
      await documents
        .collection<T>(collection)
        .find({ _id: { $in: [...new Set(ids)] }, ...(published ? { status: 'published' } : {}) })
        .toArray()
    ).map((d) => [d._id, d]),
  );

/**
 * The caller's cart priced now: rows whose course or bundle is no longer on sale are not shown, a
 * bundle lists its published courses, and the total counts the selected rows only.
 */
@QueryHandler(GetCartQuery)
export class GetCartHandler implements IQueryHandler<GetCartQuery, CartResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ userId, now }: GetCartQuery): Promise<CartResponse> {
    const cart = await this.documents.collection<CartDocument>(CARTS_COLLECTION).findOne({ _id: userId });
    const rows = cart?.items ?? [];
    const bundles = await byIds<BundleDocument>(
      this.documents,
      BUNDLES_COLLECTION,
      rows.filter((r) => r.isBundle).map((r) => r.itemId),
    );
    const courseIds = [...rows.filter((r) => !r.isBundle).map((r) => r.itemId), ...[...bundles.values()].flatMap((b) => b.courseIds)];
    const courses = await byIds<CourseDocument>(this.documents, COURSES_COLLECTION, courseIds);
    const instructors = await byIds<InstructorDocument>(
      this.documents,
      INSTRUCTORS_COLLECTION,
      [...courses.values()].map((c) => c.instructorId),
      false,
    );
    const items = rows.flatMap((row): CartItemResponse[] => {
      if (row.isBundle) {
        const bundle = bundles.get(row.itemId);
        if (!bundle) return [];
        const included = bundle.courseIds.flatMap((id) =>
          courses.has(id) ? [{ id, titleEn: storedText(courses.get(id)!.title).en, titleTh: storedText(courses.get(id)!.title).th }] : [],
        );
        return [
          {
            itemId: row.itemId,
            isBundle: true,
            isCertificate: bundle.isSingleCertificate,
            titleEn: storedText(bundle.name).en,
            titleTh: storedText(bundle.name).th,
            imageUrlEn: bundle.thumbnailUrl.en,
            imageUrlTh: bundle.thumbnailUrl.th,
            byEn: null,
            byTh: null,
            courses: included,
            selected: row.selected,
            price: priceAt(bundle.priceSchedule, now),
          },
        ];
      }
      const course = courses.get(row.itemId);
      if (!course) return [];
      const instructor = instructors.get(course.instructorId);
      return [
        {
          itemId: row.itemId,
          isBundle: false,
          isCertificate: false,
          titleEn: storedText(course.title).en,
          titleTh: storedText(course.title).th,
          imageUrlEn: course.thumbnailUrl,
          imageUrlTh: course.thumbnailUrl,
          byEn: instructor ? `${instructor.firstName} ${instructor.lastName}` : null,
          byTh: instructor ? `${instructor.firstNameTh} ${instructor.lastNameTh}` : null,
          courses: [],
          selected: row.selected,
          price: priceAt(course.priceSchedule, now),
        },
      ];
    });
    return { items, selectedTotal: items.filter((i) => i.selected).reduce((sum, i) => sum + i.price, 0), currency: CURRENCY };
  }
}
