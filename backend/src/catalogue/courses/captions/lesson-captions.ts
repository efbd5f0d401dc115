import type { LessonCaptions, LessonData } from '@khru/contracts';
import { CAPTION_LANGS, demoLessonCaptions } from './demo-captions.js';

type VideoLesson = Extract<LessonData, { kind: 'video' }>;

/** A video lesson's captions: those an admin uploaded (English, then Thai), else the generated ones of a demo clip. */
export function lessonCaptions(lesson: Pick<VideoLesson, 'id' | 'videoUrl' | 'captions'>): LessonCaptions[] {
  const uploaded = CAPTION_LANGS.flatMap((lang) => {
    const url = lesson.captions?.[lang];
    return url ? [{ lang, url }] : [];
  });
  return uploaded.length > 0 ? uploaded : demoLessonCaptions(lesson);
}
