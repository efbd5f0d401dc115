import type { LessonData, SectionData } from '@khru/contracts';
import type { CaptionsInput, LessonInput, SectionInput } from '@khru/contracts/requests';

/** The captions given, per language; none at all when neither language has a file. */
function toCaptions(input: CaptionsInput | undefined): { captions?: { en?: string; th?: string } } {
  const captions = { ...(input?.en ? { en: input.en } : {}), ...(input?.th ? { th: input.th } : {}) };
  return Object.keys(captions).length > 0 ? { captions } : {};
}

/** A lesson as the request gave it, as the course records it (validation has made each kind's fields present). */
function toLesson(l: LessonInput): LessonData {
  switch (l.kind) {
    case 'video':
      return { id: l.id, kind: 'video', title: l.title, videoUrl: l.videoUrl!, durationSeconds: l.durationSeconds!, ...toCaptions(l.captions) };
    case 'resource':
      return { id: l.id, kind: 'resource', title: l.title, resourceUrl: l.resourceUrl! };
    case 'quiz':
      return {
        id: l.id,
        kind: 'quiz',
        title: l.title,
        questions: l.questions!.map((q) => ({
          id: q.id,
          kind: q.kind,
          text: q.text,
          options: q.options.map((o) => ({ id: o.id, text: o.text })),
          correctOptionIds: q.correctOptionIds,
          explanation: q.explanation,
        })),
      };
  }
}

export const toCurriculum = (sections: SectionInput[]): SectionData[] => sections.map((s) => ({ id: s.id, title: s.title, lessons: s.lessons.map(toLesson) }));
