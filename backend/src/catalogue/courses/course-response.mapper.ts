import { priceAt, type CourseDocument, type LessonData, type LessonOutline, type CourseResponse, type CourseSummaryResponse, type InstructorDocument } from '@khru/contracts';

type InstructorNames = Pick<InstructorDocument, 'firstName' | 'lastName' | 'firstNameTh' | 'lastNameTh'>;

/** A course card: metadata with the instructor's names, and the price in effect `now`. */
export function toCourseSummary(doc: CourseDocument, instructor: InstructorNames | null, now: Date): CourseSummaryResponse {
  const price = priceAt(doc.priceSchedule, now);
  return {
    id: doc._id,
    courseMetadata: {
      categoryId: doc.categoryId,
      subCategoryId: doc.subCategoryId,
      jobTitle: doc.jobFunctionId,
      instructorId: doc.instructorId,
      Price: price,
      titleEn: doc.title.en,
      titleTh: doc.title.th,
      thumbnail: doc.thumbnailUrl,
      instructorNameEn: instructor ? `${instructor.firstName} ${instructor.lastName}` : '',
      instructorNameTh: instructor ? `${instructor.firstNameTh} ${instructor.lastNameTh}` : '',
    },
    isHighlights: doc.isHighlight,
    created: doc.created,
    publishedAt: doc.publishedAt,
    trainingStartsAt: doc.trainingStartsAt ?? null,
    price,
    lessonCount: doc.lessonCount,
    totalDurationSeconds: doc.totalDurationSeconds,
  };
}

/** A lesson as anyone may see it: title, kind and length, never its media address. */
export function toLessonOutline(lesson: LessonData): LessonOutline {
  return { id: lesson.id, kind: lesson.kind, titleEn: lesson.title.en, titleTh: lesson.title.th, durationSeconds: lesson.kind === 'video' ? lesson.durationSeconds : null };
}

/** The course page: the card plus description and an outline of the curriculum without media addresses. */
export function toCourseResponse(doc: CourseDocument, instructor: InstructorNames | null, now: Date): CourseResponse {
  return {
    ...toCourseSummary(doc, instructor, now),
    descriptionEn: doc.description.en,
    descriptionTh: doc.description.th,
    curriculum: {
      sortedSections: doc.curriculum.map((section) => ({
        id: section.id,
        titleEn: section.title.en,
        titleTh: section.title.th,
        lessons: section.lessons.map(toLessonOutline),
      })),
    },
  };
}
