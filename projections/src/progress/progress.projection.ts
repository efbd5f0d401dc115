import {
  PROGRESS_COLLECTION,
  PROGRESS_EVENT_TYPES,
  progressStream,
  type LessonProgress,
  type ProgressDocument,
  type ProgressEvent,
  type WatchedInterval,
} from '@khru/contracts';
import type { RecordedEvent } from '@khru/platform';
import { asDomainEvent, type DocumentProjection } from '../projection.js';

const noLesson: LessonProgress = { position: 0, watched: [], watchedSeconds: 0, completed: false };

/** The decider only sends intervals never counted before, so joining is a sort and a merge of touching ends. */
function join(kept: WatchedInterval[], added: WatchedInterval[]): WatchedInterval[] {
  const merged: WatchedInterval[] = [];
  for (const [from, to] of [...kept, ...added].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && from <= last[1]) merged[merged.length - 1] = [last[0], Math.max(last[1], to)];
    else merged.push([from, to]);
  }
  return merged;
}

export function evolveProgress(document: ProgressDocument | null, recorded: RecordedEvent): ProgressDocument {
  const event = asDomainEvent<ProgressEvent>(recorded);
  const { userId, courseId, at } = event.data;
  const doc: ProgressDocument = document ?? {
    _id: progressStream(userId, courseId),
    userId,
    courseId,
    lessons: {},
    lastLessonId: null,
    learningSeconds: 0,
    completedAt: null,
    updatedAt: at,
  };
  switch (event.type) {
    case 'LessonWatched': {
      const lesson = doc.lessons[event.data.lessonId] ?? noLesson;
      const watched = {
        ...lesson,
        position: event.data.position,
        watched: join(lesson.watched, event.data.intervals),
        watchedSeconds: lesson.watchedSeconds + event.data.countedSeconds,
      };
      return {
        ...doc,
        lessons: { ...doc.lessons, [event.data.lessonId]: watched },
        lastLessonId: event.data.lessonId,
        learningSeconds: doc.learningSeconds + event.data.countedSeconds,
        updatedAt: at,
      };
    }
    case 'LessonCompleted': {
      const lesson = doc.lessons[event.data.lessonId] ?? noLesson;
      return {
        ...doc,
        lessons: { ...doc.lessons, [event.data.lessonId]: { ...lesson, completed: true } },
        lastLessonId: event.data.lessonId,
        learningSeconds: doc.learningSeconds + event.data.countedSeconds,
        updatedAt: at,
      };
    }
    case 'CourseCompleted':
      return { ...doc, completedAt: doc.completedAt ?? at, updatedAt: at };
    default: {
      const _exhaustive: never = event;
      return doc;
    }
  }
}

/** Read model `progress`: one learner in one course (lessons, resume point, learning seconds); summed per learner for the profile. */
export const progressProjection: DocumentProjection<ProgressDocument> = {
  kind: 'document',
  name: 'progress',
  collection: PROGRESS_COLLECTION,
  handles: PROGRESS_EVENT_TYPES,
  documentId: (event) => {
    const { userId, courseId } = event.data as { userId: string; courseId: string };
    return progressStream(userId, courseId);
  },
  evolve: evolveProgress,
  indexes: [{ keys: { userId: 1 } }],
};
