import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  BUNDLES_COLLECTION,
  COURSES_COLLECTION,
  CURRENCY,
  priceAt,
  type BundleDocument,
  type BundlePricing,
  type CourseDocument,
  type CoursePricing,
  type PricingClientResponse,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { bundleSaving } from '../../bundles/bundle-response.mapper.js';
import { PriceItemsQuery } from './price-items.query.js';

/** Prices in effect now for published courses and bundles, keyed by id; a bundle's saving is against its published courses. */
@QueryHandler(PriceItemsQuery)
export class PriceItemsHandler implements IQueryHandler<PriceItemsQuery, PricingClientResponse> {
  constructor(@Inject(DOCUMENT_STORE) private readonly documents: DocumentStore) {}

  async execute({ courseIds, bundleIds, now }: PriceItemsQuery): Promise<PricingClientResponse> {
    const bundles = bundleIds
      ? await this.documents
          .collection<BundleDocument>(BUNDLES_COLLECTION)
          .find({ _id: { $in: [...new Set(bundleIds)] }, status: 'published' })
          .toArray()
      : [];
    const wanted = new Set([...(courseIds ?? []), ...bundles.flatMap((b) => b.courseIds)]);
    const courses = await this.documents
      .collection<CourseDocument>(COURSES_COLLECTION)
      .find({ _id: { $in: [...wanted] }, status: 'published' }, { projection: { priceSchedule: 1 } })
      .toArray();
    const coursePrice = new Map(courses.map((c) => [c._id, priceAt(c.priceSchedule, now)]));
    const response: PricingClientResponse = {};
    if (courseIds) {
      response.coursesPricing = Object.fromEntries(
        courseIds
          .filter((id) => coursePrice.has(id))
          .map((id): [string, CoursePricing] => [id, { courseId: id, price: coursePrice.get(id)!, currency: CURRENCY }]),
      );
    }
    if (bundleIds) {
      response.bundlesPricing = Object.fromEntries(
        bundles.map((b): [string, BundlePricing] => {
          const price = priceAt(b.priceSchedule, now);
          const parts = b.courseIds.flatMap((id) => (coursePrice.has(id) ? [coursePrice.get(id)!] : []));
          return [b._id, { bundleId: b._id, price, ...bundleSaving(price, parts), currency: CURRENCY }];
        }),
      );
    }
    return response;
  }
}
