import type { CourseLearningResponse, LearningLesson } from '@khru/contracts';
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateProgress, useCourseProgress } from '../api/get-course-progress';
import { useProgressReporter, type PlayingVideo } from './use-progress-reporter';

/**
 * What the learning page and the standalone player share (ADR 20), given the course's lessons (`learning`, once read):
 * the lesson shown (chosen, else `requested`, else the resume lesson, else the first video), progress reported from its
 * video, and the resume position applied once when the resume lesson loads.
 */
export function useCoursePlayback(courseId: string, learning: CourseLearningResponse | undefined, { requested = null }: { requested?: string | null } = {}) {
  const [current, setCurrent] = useState<string | null>(null);
  const [playing, setPlaying] = useState<PlayingVideo | null>(null);
  // The player names the lesson with its video: the lesson shown changes a render before the video does.
  const setVideo = useCallback((video: HTMLVideoElement | null, lessonId: string) => setPlaying(video ? { video, lessonId } : null), []);
  const queryClient = useQueryClient();
  const progress = useCourseProgress(courseId, Boolean(learning));
  const refresh = useCallback(() => invalidateProgress(queryClient, courseId), [queryClient, courseId]);
  const resume = progress.data?.resume ?? null;
  const lessons = learning?.sections.flatMap((s) => s.lessons) ?? [];
  const lesson: LearningLesson | undefined =
    lessons.find((l) => l.id === (current ?? requested ?? resume?.lessonId)) ?? lessons.find((l) => l.kind === 'video') ?? lessons[0];
  useProgressReporter({ courseId, playing, onRecorded: refresh });
  const completed = new Set(progress.data?.lessons.filter((l) => l.completed).map((l) => l.lessonId));
  const next = lesson ? lessons[lessons.indexOf(lesson) + 1] : undefined;
  const resumeAt = (element: HTMLVideoElement) => {
    if (current === null && resume && resume.lessonId === lesson?.id && resume.position < element.duration - 1) element.currentTime = resume.position;
  };
  return {
    lessons,
    lesson,
    next,
    completed,
    /** A lesson the learner chose (or the next one after an end): it starts playing at once. */
    current,
    setCurrent,
    video: playing?.video ?? null,
    setVideo,
    refresh,
    resumeAt,
  };
}
