import type { CategoryResponse, CourseSummaryResponse, JobFunctionsResponse, Locale } from '@khru/contracts';
import { byLocale } from '../../lib/format';

export interface Skill {
  key: string;
  name: string;
}

/**
 * Skills covered (docs/adr/0020): the distinct sub-categories and job functions of the completed courses, named in
 * the reader's language (the id stands in while the names load).
 */
export function skillsCovered(
  completed: readonly Pick<CourseSummaryResponse, 'courseMetadata'>[],
  categories: readonly CategoryResponse[],
  jobFunctions: JobFunctionsResponse | undefined,
  locale: Locale,
): Skill[] {
  const skills = new Map<string, string>();
  for (const { courseMetadata: meta } of completed) {
    if (meta.subCategoryId && !skills.has(`sub:${meta.subCategoryId}`)) {
      const sub = categories.flatMap((c) => c.subCategories).find((s) => s.id === meta.subCategoryId);
      skills.set(`sub:${meta.subCategoryId}`, sub ? byLocale(locale, sub.nameEn, sub.nameTh) : meta.subCategoryId);
    }
    if (meta.jobTitle && !skills.has(`job:${meta.jobTitle}`)) {
      const index = jobFunctions?.jobFunctions.findIndex((j) => j.id === meta.jobTitle) ?? -1;
      const en = jobFunctions?.jobFunctions[index]?.name;
      const th = jobFunctions?.jobFunctionsTh[index]?.name;
      skills.set(`job:${meta.jobTitle}`, en || th ? byLocale(locale, en, th) : meta.jobTitle);
    }
  }
  return [...skills].map(([key, name]) => ({ key, name }));
}
