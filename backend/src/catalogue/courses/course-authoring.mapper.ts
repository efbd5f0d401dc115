import { priceAt, storedText, type AdminCourseSummary, type CourseAuthoringResponse, type CourseDocument } from '@khru/contracts';

/** A row of the admin course list: any status, the price in effect `now`. */
export function toAdminCourseSummary(doc: CourseDocument, now: Date): AdminCourseSummary {
  return {
    id: doc._id,
    title: storedText(doc.title),
    status: doc.status,
    categoryId: doc.categoryId,
    subCategoryId: doc.subCategoryId,
    instructorId: doc.instructorId,
    thumbnailUrl: doc.thumbnailUrl,
    isHighlight: doc.isHighlight,
    price: priceAt(doc.priceSchedule, now),
    lessonCount: doc.lessonCount,
    created: doc.created,
    updatedAt: doc.updatedAt ?? doc.created,
    publishedAt: doc.publishedAt,
  };
}

/** The course editor's view: the row plus description, every scheduled price and the full curriculum (quiz answers, captions). */
export function toCourseAuthoring(doc: CourseDocument, now: Date): CourseAuthoringResponse {
  return {
    ...toAdminCourseSummary(doc, now),
    description: storedText(doc.description),
    jobFunctionId: doc.jobFunctionId,
    trainingStartsAt: doc.trainingStartsAt ?? null,
    trainingCancelledAt: doc.trainingCancelledAt ?? null,
    priceSchedule: doc.priceSchedule,
    curriculum: doc.curriculum,
    totalDurationSeconds: doc.totalDurationSeconds,
  };
}
