import {
  NO_RATING,
  priceAt,
  storedText,
  type CourseDocument,
  type LessonData,
  type LessonOutline,
  type SectionData,
  type CourseResponse,
  type CourseRating,
  type CourseSummaryResponse,
  type InstructorDocument,
} from '@khru/contracts';

type InstructorNames = Pick<InstructorDocument, 'firstName' | 'lastName' | 'firstNameTh' | 'lastNameTh'>;

/**
 * A course card: metadata with the instructor's names, the price in effect `now` and the published reviews' rating
 * (none yet when absent); an older document's missing title reads as empty.
 */
export function toCourseSummary(doc: CourseDocument, instructor: InstructorNames | null, now: Date, rating: CourseRating | undefined): CourseSummaryResponse {
  const price = priceAt(doc.priceSchedule, now);
  const title = storedText(doc.title);
  return {
    id: doc._id,
    courseMetadata: {
      categoryId: doc.categoryId,
      subCategoryId: doc.subCategoryId,
      jobTitle: doc.jobFunctionId,
      instructorId: doc.instructorId,
      Price: price,
      titleEn: title.en,
      titleTh: title.th,
      thumbnail: doc.thumbnailUrl,
      instructorNameEn: instructor ? `${instructor.firstName} ${instructor.lastName}` : '',
      instructorNameTh: instructor ? `${instructor.firstNameTh} ${instructor.lastNameTh}` : '',
    },
    isHighlights: doc.isHighlight,
    created: doc.created,
    publishedAt: doc.publishedAt,
    trainingStartsAt: doc.trainingStartsAt ?? null,
    trainingCancelledAt: doc.trainingCancelledAt ?? null,
    price,
    lessonCount: doc.lessonCount,
    totalDurationSeconds: doc.totalDurationSeconds,
    rating: rating ?? NO_RATING,
  };
}

/** A lesson as anyone may see it: title, kind and length, never its media address. */
export function toLessonOutline(lesson: LessonData): LessonOutline {
  const title = storedText(lesson.title);
  return { id: lesson.id, kind: lesson.kind, titleEn: title.en, titleTh: title.th, durationSeconds: lesson.kind === 'video' ? lesson.durationSeconds : null };
}

/** A section's id, titles and lessons; an older document's section may lack a title or lessons, which read as empty. */
export function toSectionParts(section: SectionData): { id: string; titleEn: string; titleTh: string; lessons: LessonData[] } {
  const title = storedText(section.title);
  return { id: section.id, titleEn: title.en, titleTh: title.th, lessons: section.lessons ?? [] };
}

/** The course page: the card plus description and an outline of the curriculum without media addresses. */
export function toCourseResponse(doc: CourseDocument, instructor: InstructorNames | null, now: Date, rating: CourseRating | undefined): CourseResponse {
  const description = storedText(doc.description);
  return {
    ...toCourseSummary(doc, instructor, now, rating),
    descriptionEn: description.en,
    descriptionTh: description.th,
    curriculum: {
      sortedSections: doc.curriculum.map(toSectionParts).map((section) => ({ ...section, lessons: section.lessons.map(toLessonOutline) })),
    },
  };
}
