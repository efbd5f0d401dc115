import {
  BUNDLE_EVENT_TYPES,
  CATEGORY_EVENT_TYPES,
  COURSE_EVENT_TYPES,
  INSTRUCTOR_EVENT_TYPES,
  JOB_FUNCTION_EVENT_TYPES,
  type BundleEvent,
  type CategoryEvent,
  type CourseEvent,
  type InstructorEvent,
  type JobFunctionEvent,
  type LocalizedText,
  type SearchGroup,
} from '@khru/contracts';
import type { RecordedEvent, SearchEntry } from '@khru/platform';
import { asDomainEvent } from '../projection.js';
import type { SearchProjection } from './search-projection.js';

const NO_TEXT = { en: '', th: '' };
const bothLanguages = (text: LocalizedText): LocalizedText => ({ en: text.en, th: text.th });
const entry = (
  kind: SearchGroup | typeof JOB_FUNCTION,
  refId: string,
  title: LocalizedText,
  text: LocalizedText,
  fields: SearchEntry['fields'],
  visible = true,
  id = `${kind}:${refId}`,
): SearchEntry => ({
  id,
  kind,
  refId,
  visible,
  title: bothLanguages(title),
  text: bothLanguages(text),
  fields,
});
const subCategoryEntryId = (categoryId: string, subCategoryId: string) => `category:${categoryId}/${subCategoryId}`;
/** Job functions are not a suggestion group: their hidden entries only lend their names to the courses that ref them. */
const JOB_FUNCTION = 'jobFunction';

/** The entries whose names a course is also found by: its category, sub-category, job function and instructor. */
function courseRefs(d: { categoryId: string; subCategoryId: string | null; jobFunctionId: string | null; instructorId: string }): string[] {
  return [
    `category:${d.categoryId}`,
    ...(d.subCategoryId ? [subCategoryEntryId(d.categoryId, d.subCategoryId)] : []),
    ...(d.jobFunctionId ? [`${JOB_FUNCTION}:${d.jobFunctionId}`] : []),
    `instructor:${d.instructorId}`,
  ];
}

function evolveCourse(current: SearchEntry | null, event: CourseEvent): SearchEntry | null {
  switch (event.type) {
    case 'CourseDrafted':
    case 'CourseDetailsRevised': {
      const d = event.data;
      const fields = {
        thumbnail: d.thumbnailUrl,
        categoryId: d.categoryId,
        subCategoryId: d.subCategoryId,
        jobFunctionId: d.jobFunctionId,
        instructorId: d.instructorId,
      };
      return { ...entry('course', d.courseId, d.title, d.description, fields, current?.visible ?? false), refs: courseRefs(d) };
    }
    case 'CoursePublished':
      return current && { ...current, visible: true };
    case 'CourseUnpublished':
      return current && { ...current, visible: false };
    default:
      return current;
  }
}

function evolveBundle(current: SearchEntry | null, event: BundleEvent): SearchEntry | null {
  switch (event.type) {
    case 'BundleDefined':
    case 'BundleRevised': {
      const d = event.data;
      const fields = {
        isSingleCertificate: d.isSingleCertificate,
        thumbnailEn: d.thumbnailUrl.en,
        thumbnailTh: d.thumbnailUrl.th,
        courseCount: d.courseIds.length,
      };
      return entry('bundleCertificate', d.bundleId, d.name, d.description, fields, current?.visible ?? false);
    }
    case 'BundlePublished':
      return current && { ...current, visible: true };
    case 'BundleUnpublished':
      return current && { ...current, visible: false };
    default:
      return current;
  }
}

function evolveInstructor(event: InstructorEvent): SearchEntry {
  const d = event.data;
  return entry('instructor', d.instructorId, { en: `${d.firstName} ${d.lastName}`, th: `${d.firstNameTh} ${d.lastNameTh}` }, d.headline, {
    profileImageUrl: d.profileImageUrl,
  });
}

function evolveJobFunction(event: JobFunctionEvent): SearchEntry {
  const { jobFunctionId, name } = event.data;
  return entry(JOB_FUNCTION, jobFunctionId, name, NO_TEXT, {}, false);
}

function evolveCategory(current: SearchEntry | null, event: CategoryEvent, entryId: string): SearchEntry | null {
  switch (event.type) {
    case 'CategoryDefined': {
      const { categoryId, name, imageUrl, subCategories } = event.data;
      const sub = subCategories.find((s) => subCategoryEntryId(categoryId, s.id) === entryId);
      return sub
        ? entry('category', categoryId, sub.name, name, { categoryId, subCategoryId: sub.id, imageUrl: null }, true, entryId)
        : entry('category', categoryId, name, NO_TEXT, { categoryId, subCategoryId: null, imageUrl });
    }
    case 'CategoryRenamed':
      return current && { ...current, title: { ...event.data.name } };
    case 'SubCategoryAdded': {
      const { categoryId, subCategory } = event.data;
      return entry('category', categoryId, subCategory.name, NO_TEXT, { categoryId, subCategoryId: subCategory.id, imageUrl: null }, true, entryId);
    }
    case 'SubCategoryRenamed':
      return current && { ...current, title: bothLanguages(event.data.subCategory.name) };
    case 'CategoryImageChanged':
      return current && { ...current, fields: { ...current.fields, imageUrl: event.data.imageUrl } };
    default:
      return current;
  }
}

const COURSE_TEXT_EVENTS: readonly string[] = ['CourseDrafted', 'CourseDetailsRevised', 'CoursePublished', 'CourseUnpublished'];
const BUNDLE_TEXT_EVENTS: readonly string[] = ['BundleDefined', 'BundleRevised', 'BundlePublished', 'BundleUnpublished'];

/**
 * The catalogue as the search box finds it (groups of `SEARCH_GROUPS`): published courses and
 * bundles, instructors, categories and each sub-category. A course refs the entries of its
 * category, sub-category, job function and instructor, so their names (as they are now) find it too.
 */
export const catalogueSearchProjection: SearchProjection = {
  name: 'catalogue-search',
  handles: [
    ...COURSE_EVENT_TYPES.filter((t) => COURSE_TEXT_EVENTS.includes(t)),
    ...BUNDLE_EVENT_TYPES.filter((t) => BUNDLE_TEXT_EVENTS.includes(t)),
    ...INSTRUCTOR_EVENT_TYPES,
    ...CATEGORY_EVENT_TYPES,
    ...JOB_FUNCTION_EVENT_TYPES,
  ],
  entryIds(event: RecordedEvent): string[] {
    const data = event.data as Record<string, unknown>;
    if (typeof data.courseId === 'string') return [`course:${data.courseId}`];
    if (typeof data.bundleId === 'string') return [`bundleCertificate:${data.bundleId}`];
    if (typeof data.instructorId === 'string') return [`instructor:${data.instructorId}`];
    if (typeof data.jobFunctionId === 'string') return [`${JOB_FUNCTION}:${data.jobFunctionId}`];
    const category = asDomainEvent<CategoryEvent>(event);
    switch (category.type) {
      case 'CategoryDefined':
        return [`category:${category.data.categoryId}`, ...category.data.subCategories.map((s) => subCategoryEntryId(category.data.categoryId, s.id))];
      case 'CategoryRenamed':
        return [`category:${category.data.categoryId}`];
      case 'SubCategoryAdded':
      case 'SubCategoryRenamed':
        return [subCategoryEntryId(category.data.categoryId, category.data.subCategory.id)];
      case 'CategoryImageChanged':
        return [`category:${category.data.categoryId}`];
      default:
        return [];
    }
  },
  evolve(current, event, entryId) {
    const kind = entryId.slice(0, entryId.indexOf(':')) as SearchGroup | typeof JOB_FUNCTION;
    switch (kind) {
      case JOB_FUNCTION:
        return evolveJobFunction(asDomainEvent<JobFunctionEvent>(event));
      case 'course':
        return evolveCourse(current, asDomainEvent<CourseEvent>(event));
      case 'bundleCertificate':
        return evolveBundle(current, asDomainEvent<BundleEvent>(event));
      case 'instructor':
        return evolveInstructor(asDomainEvent<InstructorEvent>(event));
      case 'category':
        return evolveCategory(current, asDomainEvent<CategoryEvent>(event), entryId);
      default:
        return current;
    }
  },
};
