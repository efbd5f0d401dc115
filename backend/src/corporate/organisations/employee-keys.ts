/** Addresses compare without case or surrounding space (as identity's email claims do). */
export const sameEmail = (email: string): string => email.trim().toLowerCase();

/** Department names typed by people: a department is the same whatever its case or surrounding space. */
export const sameDepartment = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
