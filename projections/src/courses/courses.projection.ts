import {
  COURSE_EVENT_TYPES,
  COURSES_COLLECTION,
  withPriceChange,
  type CourseDocument,
  type CourseEvent,
  type LocalizedText,
  type SectionData,
} from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

const flatTitle = (title: LocalizedText) => ({ titleEn: title.en, titleTh: title.th });

const totals = (curriculum: SectionData[]) => {
  const lessons = curriculum.flatMap((s) => s.lessons);
  return { lessonCount: lessons.length, totalDurationSeconds: lessons.reduce((sum, l) => sum + (l.kind === 'video' ? l.durationSeconds : 0), 0) };
};

/** Every change stamps `updatedAt` with when it was recorded (the admin lists sort by it). */
export function evolveCourse(document: CourseDocument | null, recorded: RecordedEvent): CourseDocument | null {
  const next = evolveCourseFields(document, recorded);
  return next && { ...next, updatedAt: recorded.metadata.occurredAt };
}

function evolveCourseFields(document: CourseDocument | null, recorded: RecordedEvent): CourseDocument | null {
  const event = asDomainEvent<CourseEvent>(recorded);
  switch (event.type) {
    case 'CourseDrafted': {
      const { courseId, price, curriculum, ...details } = event.data;
      return {
        _id: courseId,
        ...details,
        status: 'draft',
        isHighlight: false,
        created: recorded.metadata.occurredAt,
        publishedAt: null,
        priceSchedule: [{ price, effectiveFrom: recorded.metadata.occurredAt }],
        curriculum,
        ...totals(curriculum),
        ...flatTitle(details.title),
      };
    }
    case 'CourseDetailsRevised': {
      if (!document) return null;
      const { courseId: _courseId, ...details } = event.data;
      return { ...document, ...details, ...flatTitle(details.title) };
    }
    case 'CourseCurriculumRevised':
      return document && { ...document, curriculum: event.data.curriculum, ...totals(event.data.curriculum) };
    case 'CoursePublished':
      return document && { ...document, status: 'published', publishedAt: document.publishedAt ?? event.data.at };
    case 'CourseUnpublished':
      return document && { ...document, status: 'unpublished' };
    case 'CoursePriceChanged': {
      if (!document) return null;
      return { ...document, priceSchedule: withPriceChange(document.priceSchedule, event.data.price, event.data.effectiveFrom, recorded.metadata.occurredAt) };
    }
    case 'CourseHighlightChanged':
      return document && { ...document, isHighlight: event.data.isHighlight };
    case 'PublicTrainingCancelled':
      return document && { ...document, trainingCancelledAt: event.data.at };
    case 'PublicTrainingPostponed':
      return document && { ...document, trainingStartsAt: event.data.to };
    default: {
      const _exhaustive: never = event;
      return document;
    }
  }
}

/** Read model `courses`: everything a course page and a course list need. */
export const coursesProjection: DocumentProjection<CourseDocument> = {
  kind: 'document',
  name: 'courses',
  collection: COURSES_COLLECTION,
  handles: COURSE_EVENT_TYPES,
  documentId: (event) => (event.data as { courseId?: string }).courseId ?? null,
  evolve: evolveCourse,
  indexes: [{ keys: { status: 1, created: -1 } }, { keys: { categoryId: 1 } }, { keys: { instructorId: 1 } }],
};
