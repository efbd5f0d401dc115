import type { LocalizedImage } from '../events/catalogue/bundle.events.js';
import type { SectionData } from '../events/catalogue/course.events.js';
import type { LocalizedText } from '../i18n/localized-text.js';
import type { PriceSchedule } from '../read-models/price-schedule.js';

export type AuthoringStatus = 'draft' | 'published' | 'unpublished';

/** Sort keys of the admin course list (`POST coursesapi/course/admin/search`). */
export const ADMIN_COURSE_SORTS = ['created', 'updatedAt', 'titleEn', 'titleTh', 'status'] as const;
export type AdminCourseSort = (typeof ADMIN_COURSE_SORTS)[number];

/** Sort keys of the admin bundle list (`POST certificatesapi/bundles/admin/search`). */
export const ADMIN_BUNDLE_SORTS = ['created', 'updatedAt', 'nameEn', 'nameTh', 'status'] as const;
export type AdminBundleSort = (typeof ADMIN_BUNDLE_SORTS)[number];

/** One row of the admin course list: drafts and withdrawn courses too. */
export interface AdminCourseSummary {
  id: string;
  title: LocalizedText;
  status: AuthoringStatus;
  categoryId: string;
  subCategoryId: string | null;
  instructorId: string;
  thumbnailUrl: string | null;
  isHighlight: boolean;
  /** Whole baht, in effect now. */
  price: number;
  lessonCount: number;
  created: string;
  updatedAt: string;
  publishedAt: string | null;
}

export interface AdminCourseSearchResponse {
  data: AdminCourseSummary[];
  totalCount: number;
}

/**
 * `GET coursesapi/course/{id}/authoring`: everything the course editor needs, for drafts too: the details,
 * the price now and every scheduled one, and the curriculum with quiz answers and captions.
 */
export interface CourseAuthoringResponse extends AdminCourseSummary {
  description: LocalizedText;
  jobFunctionId: string | null;
  trainingStartsAt: string | null;
  /** When the public training was cancelled; null while it goes ahead. */
  trainingCancelledAt: string | null;
  priceSchedule: PriceSchedule;
  curriculum: SectionData[];
  totalDurationSeconds: number;
}

/** One row of the admin bundle list: drafts and withdrawn bundles too. */
export interface AdminBundleSummary {
  id: string;
  name: LocalizedText;
  status: AuthoringStatus;
  isSingleCertificate: boolean;
  courseIds: string[];
  thumbnailUrl: LocalizedImage;
  /** Whole baht, in effect now. */
  price: number;
  created: string;
  updatedAt: string;
  publishedAt: string | null;
}

export interface AdminBundleSearchResponse {
  data: AdminBundleSummary[];
  totalCount: number;
}

/** `GET certificatesapi/bundles/{id}/authoring`: the bundle editor's view, for drafts too. */
export interface BundleAuthoringResponse extends AdminBundleSummary {
  description: LocalizedText;
  priceSchedule: PriceSchedule;
}

/** `GET coursesapi/job-functions/{id}`: one job function as it is authored, both languages. */
export interface JobFunctionResponse {
  id: string;
  name: LocalizedText;
  subFunctions: LocalizedText[];
  order: number;
}
