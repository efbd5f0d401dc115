import { storedText, type LocalizedText } from '../../i18n/localized-text.js';
import { upcaster, type Upcaster } from '../upcasting.js';
import type { CourseDetailsData, LessonData, QuizQuestion, SectionData } from './course.events.js';

/** A text the input did not require yet: it, or either language of it, may be missing. */
export type OptionalText = Partial<LocalizedText> | null | undefined;

// Version 2 (2026-11-23 to 11-24): every text present; a quiz lesson counted its questions instead of holding them.
export type QuizLessonV2 = { id: string; kind: 'quiz'; title: LocalizedText; questionCount: number };
export type LessonV2 = Exclude<LessonData, { kind: 'quiz' }> | QuizLessonV2;
export interface SectionV2 {
  id: string;
  title: LocalizedText;
  lessons: LessonV2[];
}

// Version 1 (until 2026-11-23): titles and descriptions could be missing, and so could a section's lessons.
type Untitled<T> = T extends { title: LocalizedText } ? Omit<T, 'title'> & { title?: OptionalText } : never;
export type LessonV1 = Untitled<LessonV2>;
export interface SectionV1 {
  id: string;
  title?: OptionalText;
  lessons?: LessonV1[];
}
export type CourseDetailsV1 = Omit<CourseDetailsData, 'title' | 'description'> & { title?: OptionalText; description?: OptionalText };

export type CourseDraftedV1 = CourseDetailsV1 & { price: number; curriculum: SectionV1[] };
export type CourseDraftedV2 = CourseDetailsData & { price: number; curriculum: SectionV2[] };
export type CourseCurriculumRevisedV1 = { courseId: string; curriculum: SectionV1[] };
export type CourseCurriculumRevisedV2 = { courseId: string; curriculum: SectionV2[] };

// An event written before versions were recorded reads as version 1 whatever its shape, so each step only fills
// or replaces what is missing or old and keeps what is already current.
const detailsV2 = <D extends CourseDetailsV1>(details: D) => ({ ...details, title: storedText(details.title), description: storedText(details.description) });

const sectionV2 = (section: SectionV1): SectionV2 => ({
  ...section,
  title: storedText(section.title),
  lessons: (section.lessons ?? []).map((lesson) => ({ ...lesson, title: storedText(lesson.title) }) as LessonV2),
});

const lessonV3 = (lesson: LessonV2 | LessonData): LessonData =>
  lesson.kind === 'quiz' ? { id: lesson.id, kind: 'quiz', title: lesson.title, questions: questionsOf(lesson) } : lesson;
// A quiz of version 2 named only how many questions it had: it reads as a quiz without questions.
const questionsOf = (quiz: QuizLessonV2 | Extract<LessonData, { kind: 'quiz' }>): QuizQuestion[] => ('questions' in quiz ? quiz.questions : undefined) ?? [];

const sectionV3 = (section: SectionV2): SectionData => ({ ...section, lessons: section.lessons.map(lessonV3) });

export const COURSE_UPCASTERS: readonly Upcaster[] = [
  upcaster('CourseDrafted', 1, (data: CourseDraftedV1): CourseDraftedV2 => ({ ...detailsV2(data), curriculum: data.curriculum.map(sectionV2) })),
  upcaster('CourseDrafted', 2, (data: CourseDraftedV2) => ({ ...data, curriculum: data.curriculum.map(sectionV3) })),
  upcaster('CourseDetailsRevised', 1, (data: CourseDetailsV1): CourseDetailsData => detailsV2(data)),
  upcaster('CourseCurriculumRevised', 1, (data: CourseCurriculumRevisedV1): CourseCurriculumRevisedV2 => ({
    ...data,
    curriculum: data.curriculum.map(sectionV2),
  })),
  upcaster('CourseCurriculumRevised', 2, (data: CourseCurriculumRevisedV2) => ({ ...data, curriculum: data.curriculum.map(sectionV3) })),
];
