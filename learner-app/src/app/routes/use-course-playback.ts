import type { LearningLesson } from '@khru/contracts';
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLearning } from '../../features/catalogue/api/get-learning';
import { invalidateProgress, useCourseProgress } from '../../features/progress/api/progress';
import { useProgressReporter } from '../../features/progress/hooks/use-progress-reporter';

/**
 * What the learning page and the standalone player share (ADR 20): the course's lessons, the lesson
 * shown (chosen, else `requested`, else the resume lesson, else the first video), progress reported
 * from its video, and the resume position applied once when the resume lesson loads.
 */
export function useCoursePlayback(
  courseId: string,
  { awaitingAccess = false, requested = null }: { awaitingAccess?: boolean; requested?: string | null } = {},
) {
  const learning = useLearning(courseId, awaitingAccess);
  const [current, setCurrent] = useState<string | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const queryClient = useQueryClient();
  const progress = useCourseProgress(courseId, Boolean(learning.data));
  const refresh = useCallback(() => invalidateProgress(queryClient, courseId), [queryClient, courseId]);
  const resume = progress.data?.resume ?? null;
  const lessons = learning.data?.sections.flatMap((s) => s.lessons) ?? [];
  const lesson: LearningLesson | undefined =
    lessons.find((l) => l.id === (current ?? requested ?? resume?.lessonId)) ?? lessons.find((l) => l.kind === 'video') ?? lessons[0];
  useProgressReporter({ courseId, lessonId: lesson?.videoUrl ? lesson.id : null, video, onRecorded: refresh });
  const completed = new Set(progress.data?.lessons.filter((l) => l.completed).map((l) => l.lessonId));
  const next = lesson ? lessons[lessons.indexOf(lesson) + 1] : undefined;
  const resumeAt = (element: HTMLVideoElement) => {
    if (current === null && resume && resume.lessonId === lesson?.id && resume.position < element.duration - 1) element.currentTime = resume.position;
  };
  return {
    learning,
    lessons,
    lesson,
    next,
    completed,
    /** A lesson the learner chose (or the next one after an end): it starts playing at once. */
    current,
    setCurrent,
    video,
    setVideo,
    refresh,
    resumeAt,
  };
}
