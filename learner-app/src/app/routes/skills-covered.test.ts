import type { CategoryResponse, CourseSummaryResponse, JobFunctionsResponse } from '@khru/contracts';
import { describe, expect, it } from 'vitest';
import { skillsCovered } from './skills-covered';

const completed = (subCategoryId: string | null, jobTitle: string | null) =>
  ({ courseMetadata: { subCategoryId, jobTitle } }) as unknown as CourseSummaryResponse;
const categories = [{ id: 'business', subCategories: [{ id: 'finance', nameEn: 'Finance', nameTh: 'การเงิน' }] }] as unknown as CategoryResponse[];
const jobs: JobFunctionsResponse = {
  jobFunctions: [{ id: 'analyst', name: 'Analyst', subFunctions: null }],
  jobFunctionsTh: [{ id: 'analyst', name: 'นักวิเคราะห์', subFunctions: null }],
};

describe('skills covered', () => {
  it('counts each sub-category and job function of the completed courses once, named in the reader language', () => {
    const courses = [completed('finance', 'analyst'), completed('finance', null), completed(null, 'analyst')];
    expect(skillsCovered(courses, categories, jobs, 'en').map((s) => s.name)).toEqual(['Finance', 'Analyst']);
    expect(skillsCovered(courses, categories, jobs, 'th').map((s) => s.name)).toEqual(['การเงิน', 'นักวิเคราะห์']);
  });

  it('names a skill by its id while the names are not known', () => {
    expect(skillsCovered([completed('tax', 'auditor')], categories, undefined, 'en').map((s) => s.name)).toEqual(['tax', 'auditor']);
  });
});
