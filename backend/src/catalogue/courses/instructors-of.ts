import { INSTRUCTORS_COLLECTION, type InstructorDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';

/** The instructors of a page of courses, in one read. */
export async function instructorsOf(documents: DocumentStore, ids: string[]): Promise<Map<string, InstructorDocument>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const found = await documents
    .collection<InstructorDocument>(INSTRUCTORS_COLLECTION)
    .find({ _id: { $in: unique } })
    .toArray();
  return new Map(found.map((i) => [i._id, i]));
}
