import type { CURRENCY } from '../constants/business.js';
import type { CourseSummaryResponse } from './course.response.js';

/** A bundle or certificate bundle in a list (spec section 3: names and thumbnails per locale). */
export interface BundleSummaryResponse {
  id: string;
  nameEn: string;
  nameTh: string;
  thumbnailImageEn: string | null;
  thumbnailImageTh: string | null;
  isSingleCertificate: boolean;
  courseIds: string[];
  courseCount: number;
  created: string;
  /** Whole baht, in effect now. */
  price: number;
}

/** A bundle's page: its description and the published courses it holds, in order. */
export interface BundleResponse extends BundleSummaryResponse {
  descriptionEn: string;
  descriptionTh: string;
  courses: CourseSummaryResponse[];
  /** What the courses cost one by one now, and what the bundle saves against that (never negative). */
  fullPrice: number;
  saving: number;
}

/** `POST certificatesapi/get-certificates/`: `totalCount` only when `requireTotalCount` was asked. */
export interface BundleListResponse {
  data: BundleSummaryResponse[];
  totalCount?: number;
}

/** Fields a bundle list may filter and sort by. */
export const BUNDLE_LIST_FIELDS = ['isSingleCertificate', 'nameEn', 'nameTh', 'created', 'courseCount'] as const;

/** One bundle's price as the storefront shows it, with the courses' separate total for the discount line. */
export interface BundlePricing {
  bundleId: string;
  price: number;
  fullPrice: number;
  saving: number;
  currency: typeof CURRENCY;
}
