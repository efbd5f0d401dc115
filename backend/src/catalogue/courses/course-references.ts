import {
  CATEGORIES_COLLECTION,
  INSTRUCTORS_COLLECTION,
  JOB_FUNCTIONS_COLLECTION,
  type CategoryDocument,
  type CourseDetailsData,
  type FieldError,
} from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { DomainError } from '../../kernel/errors/domain-error.js';

/**
 * A course's category (and sub-category of it), instructor and job function must be in the catalogue,
 * when drafted and when revised; each missing one is NOT_EXIST_FOREIGN_KEY on its field.
 */
export async function assertCourseReferences(documents: DocumentStore, details: CourseDetailsData): Promise<void> {
  const missing: Omit<FieldError, 'message'>[] = [];
  const category = await documents.collection<CategoryDocument>(CATEGORIES_COLLECTION).findOne({ _id: details.categoryId });
  if (!category) missing.push({ field: 'categoryId', code: 'NOT_EXIST_FOREIGN_KEY' });
  if (category && details.subCategoryId && !category.subCategories.some((s) => s.id === details.subCategoryId)) {
    missing.push({ field: 'subCategoryId', code: 'NOT_EXIST_FOREIGN_KEY' });
  }
  if (!(await documents.collection(INSTRUCTORS_COLLECTION).findOne({ _id: details.instructorId })))
    missing.push({ field: 'instructorId', code: 'NOT_EXIST_FOREIGN_KEY' });
  if (details.jobFunctionId && !(await documents.collection(JOB_FUNCTIONS_COLLECTION).findOne({ _id: details.jobFunctionId }))) {
    missing.push({ field: 'jobFunctionId', code: 'NOT_EXIST_FOREIGN_KEY' });
  }
  if (missing.length > 0) throw new DomainError('NOT_EXIST_FOREIGN_KEY', missing);
}
