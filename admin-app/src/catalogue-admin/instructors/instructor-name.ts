import type { InstructorRecord } from './instructors.data-provider';

/** An instructor's full name in the admin's language (the other one when it is empty). */
export const instructorName = (i: Pick<InstructorRecord, 'firstName' | 'lastName' | 'firstNameTh' | 'lastNameTh'>, locale: string): string => {
  const thai = `${i.firstNameTh} ${i.lastNameTh}`.trim();
  const english = `${i.firstName} ${i.lastName}`.trim();
  return (locale === 'th' ? thai || english : english || thai) || '';
};
