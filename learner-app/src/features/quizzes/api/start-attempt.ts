import type { QuizAttemptResponse } from '@khru/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const attemptsPath = (courseId: string, lessonId: string) =>
  `coursesapi/course/${encodeURIComponent(courseId)}/quizzes/${encodeURIComponent(lessonId)}/attempts`;

/** A new attempt at a quiz lesson: its questions, without their answers. */
export const startAttempt = (courseId: string, lessonId: string) => api<QuizAttemptResponse>(attemptsPath(courseId, lessonId), { method: 'POST' });

export const useStartAttempt = (courseId: string, lessonId: string) => useMutation({ mutationFn: () => startAttempt(courseId, lessonId) });
