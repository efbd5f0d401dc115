import type { LessonData, LocalizedText, QuizQuestion, SectionData } from '@khru/contracts';
import { uniqueSlug } from '../../fields/slug';

export type LessonKind = LessonData['kind'];
export const LESSON_KINDS: readonly LessonKind[] = ['video', 'resource', 'quiz'];

/** An option as the editor holds it: whether it is right sits on the option (ids come only when the quiz is saved). */
export interface FormOption {
  id: string;
  text: LocalizedText;
  correct: boolean;
}

export interface FormQuestion {
  id: string;
  kind: QuizQuestion['kind'];
  text: LocalizedText;
  options: FormOption[];
  explanation: LocalizedText;
}

/** A lesson of any kind as the editor holds it: switching its kind keeps what was typed for the others until saving. */
export interface FormLesson {
  /** Empty until the curriculum is saved, then a slug of the title that stays. */
  id: string;
  kind: LessonKind;
  title: LocalizedText;
  videoUrl?: string;
  durationSeconds?: number | null;
  captions?: { en?: string; th?: string };
  resourceUrl?: string;
  questions?: FormQuestion[];
}

export interface FormSection {
  id: string;
  title: LocalizedText;
  lessons: FormLesson[];
}

export interface CurriculumForm {
  curriculum: FormSection[];
}

const blank = (): LocalizedText => ({ en: '', th: '' });

export const newSection = (): FormSection => ({ id: '', title: blank(), lessons: [] });

export const newOption = (): FormOption => ({ id: '', text: blank(), correct: false });

export const newQuestion = (): FormQuestion => ({
  id: '',
  kind: 'single',
  text: blank(),
  options: [newOption(), newOption()],
  explanation: blank(),
});

export function newLesson(kind: LessonKind): FormLesson {
  const base = { id: '', kind, title: blank() };
  if (kind === 'video') return { ...base, videoUrl: '', durationSeconds: null, captions: {} };
  if (kind === 'resource') return { ...base, resourceUrl: '' };
  return { ...base, questions: [newQuestion()] };
}

const lessonToForm = (lesson: LessonData): FormLesson => {
  switch (lesson.kind) {
    case 'video':
      return { ...lesson, captions: { ...lesson.captions } };
    case 'resource':
      return { ...lesson };
    case 'quiz':
      return {
        ...lesson,
        questions: lesson.questions.map((q) => ({
          ...q,
          options: q.options.map((o) => ({ ...o, correct: q.correctOptionIds.includes(o.id) })),
        })),
      };
    default: {
      const _exhaustive: never = lesson;
      return _exhaustive;
    }
  }
};

/** The stored curriculum as the editor holds it. */
export const curriculumToForm = (curriculum: SectionData[]): CurriculumForm => ({
  curriculum: curriculum.map((s) => ({ id: s.id, title: s.title, lessons: s.lessons.map(lessonToForm) })),
});

const trimmed = (text: LocalizedText): LocalizedText => ({ en: text.en.trim(), th: text.th.trim() });

/** Ids already given keep; a new item gets a readable slug of its English title, unique among `taken` (which it joins). */
const idFor = (item: { id: string; title?: LocalizedText; text?: LocalizedText }, taken: Set<string>, fallback: string): string => {
  const id = item.id || uniqueSlug((item.title ?? item.text)?.en ?? '', taken, fallback);
  taken.add(id);
  return id;
};

function questionFromForm(question: FormQuestion, takenQuestionIds: Set<string>): QuizQuestion {
  const optionIds = new Set(question.options.map((o) => o.id).filter(Boolean));
  const options = question.options.map((o) => ({ id: idFor(o, optionIds, 'option'), text: trimmed(o.text), correct: o.correct }));
  return {
    id: idFor(question, takenQuestionIds, 'question'),
    kind: question.kind,
    text: trimmed(question.text),
    options: options.map(({ id, text }) => ({ id, text })),
    correctOptionIds: options.filter((o) => o.correct).map((o) => o.id),
    explanation: trimmed(question.explanation),
  };
}

function lessonFromForm(lesson: FormLesson, takenLessonIds: Set<string>): LessonData {
  const id = idFor(lesson, takenLessonIds, 'lesson');
  const title = trimmed(lesson.title);
  switch (lesson.kind) {
    case 'video': {
      const captions = Object.fromEntries(Object.entries(lesson.captions ?? {}).filter(([, url]) => typeof url === 'string' && url.trim() !== ''));
      return {
        id,
        kind: 'video',
        title,
        videoUrl: (lesson.videoUrl ?? '').trim(),
        durationSeconds: Number(lesson.durationSeconds ?? 0),
        ...(Object.keys(captions).length > 0 ? { captions } : {}),
      };
    }
    case 'resource':
      return { id, kind: 'resource', title, resourceUrl: (lesson.resourceUrl ?? '').trim() };
    case 'quiz': {
      const questionIds = new Set((lesson.questions ?? []).map((q) => q.id).filter(Boolean));
      return { id, kind: 'quiz', title, questions: (lesson.questions ?? []).map((q) => questionFromForm(q, questionIds)) };
    }
    default: {
      const _exhaustive: never = lesson.kind;
      return _exhaustive;
    }
  }
}

/**
 * The curriculum to save, in the editor's order: only the fields of each lesson's kind, and readable slugs for what
 * is new (sections among sections, lessons across the course, questions within their quiz, options within their
 * question), never reusing an id that stays.
 */
export function curriculumFromForm(form: CurriculumForm): SectionData[] {
  const sectionIds = new Set(form.curriculum.map((s) => s.id).filter(Boolean));
  const lessonIds = new Set(form.curriculum.flatMap((s) => s.lessons.map((l) => l.id)).filter(Boolean));
  return form.curriculum.map((section) => ({
    id: idFor(section, sectionIds, 'section'),
    title: trimmed(section.title),
    lessons: section.lessons.map((lesson) => lessonFromForm(lesson, lessonIds)),
  }));
}
