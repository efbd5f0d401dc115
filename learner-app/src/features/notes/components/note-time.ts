import type { LearningLesson } from '@khru/contracts';

/**
 * Where a new note points: the video's current second, kept within the lesson's length (the file may
 * run a moment past the length the course states); 0 for lessons without video.
 */
export function noteSeconds(lesson: Pick<LearningLesson, 'kind' | 'durationSeconds'>, currentTime: number): number {
  if (lesson.kind !== 'video' || !Number.isFinite(currentTime) || currentTime < 0) return 0;
  return Math.min(Math.floor(currentTime), lesson.durationSeconds ?? 0);
}
