import { COURSES_COLLECTION, INSTRUCTORS_COLLECTION, type CourseDocument, type InstructorDocument, type ItemRef } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import type { ItemTeachers } from './own-course.js';

/** Who teaches each course among `items`, by account id (for the own-course rule). */
export async function itemTeachers(documents: DocumentStore, items: ItemRef[]): Promise<ItemTeachers> {
  const courses = await documents
    .collection<CourseDocument>(COURSES_COLLECTION)
    .find({ _id: { $in: items.filter((i) => !i.isBundle).map((i) => i.itemId) } }, { projection: { _id: 1, instructorId: 1 } })
    .toArray();
  const instructors = await documents
    .collection<InstructorDocument>(INSTRUCTORS_COLLECTION)
    .find({ _id: { $in: [...new Set(courses.map((c) => c.instructorId))] }, userId: { $ne: null } }, { projection: { _id: 1, userId: 1 } })
    .toArray();
  const accountOf = new Map(instructors.map((i) => [i._id, i.userId!]));
  return Object.fromEntries(courses.flatMap((c) => (accountOf.has(c.instructorId) ? [[c._id, accountOf.get(c.instructorId)!]] : [])));
}
