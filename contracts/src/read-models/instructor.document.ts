import type { InstructorProfileData } from '../events/catalogue/instructor.events.js';

/** Collection `instructors`: one document per instructor. */
export interface InstructorDocument extends Omit<InstructorProfileData, 'instructorId'> {
  _id: string;
  /** English and Thai names, lower-cased, for sorting and search. */
  sortName: string;
  registeredAt: string;
}

export const INSTRUCTORS_COLLECTION = 'instructors';
