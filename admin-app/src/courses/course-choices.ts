import type { CategoryResponse, InstructorResponse, JobFunctionsResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import { inLocale } from '../catalogue-admin/shared/localized';
import { retryUnlessRefused } from '../dataProvider/server-errors';
import type { CoursesDataProvider } from './courses.data-provider';

export interface Choice {
  id: string;
  name: string;
}

/** What a course may point at: categories (with sub-categories), instructors and job functions, named in the admin's language. */
export interface CourseChoices {
  categories: (Choice & { subCategories: Choice[] })[];
  instructors: Choice[];
  jobFunctions: Choice[];
}

const inLanguage = (locale: string, en: string, th: string) => inLocale({ en, th }, locale);

export function courseChoicesOf(
  locale: string,
  categories: CategoryResponse[],
  instructors: InstructorResponse[],
  jobFunctions: JobFunctionsResponse,
): CourseChoices {
  const jobs = locale === 'th' ? jobFunctions.jobFunctionsTh : jobFunctions.jobFunctions;
  return {
    categories: categories.map((c) => ({
      id: c.id,
      name: inLanguage(locale, c.nameEn, c.nameTh),
      subCategories: c.subCategories.map((s) => ({ id: s.id, name: inLanguage(locale, s.nameEn, s.nameTh) })),
    })),
    instructors: instructors.map((i) => ({
      id: i.id,
      name: inLanguage(locale, `${i.firstName} ${i.lastName}`.trim(), `${i.firstNameTh} ${i.lastNameTh}`.trim()),
    })),
    jobFunctions: jobs.map((j) => ({ id: j.id, name: j.name })),
  };
}

const EMPTY: CourseChoices = { categories: [], instructors: [], jobFunctions: [] };

/** The catalogue's places and teachers, loaded once per visit and shared by the list, the forms and the show page. */
export function useCourseChoices(): CourseChoices & { isPending: boolean } {
  const dataProvider = useDataProvider<CoursesDataProvider>();
  const [locale] = useLocaleState();
  const { data, isPending } = useQuery({
    queryKey: ['courses', 'choices'],
    queryFn: () => Promise.all([dataProvider.getCourseCategories(), dataProvider.getCourseInstructors(), dataProvider.getCourseJobFunctions()]),
    staleTime: 60_000,
    retry: retryUnlessRefused,
  });
  return { ...(data ? courseChoicesOf(locale, ...data) : EMPTY), isPending };
}

/** The name of a choice by id, or the id while the choices load (or when it is gone). */
export const nameOf = (choices: Choice[], id: string | null | undefined): string => (id ? (choices.find((c) => c.id === id)?.name ?? id) : '');
