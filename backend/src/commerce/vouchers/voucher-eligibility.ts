import type { ItemRef, VoucherData } from '@khru/contracts';

/** The category and sub-category of each course, by course id. */
export type CourseCategories = ReadonlyMap<string, readonly string[]>;

/** What a voucher applies to; categories may be left out by a caller that names none. */
export type VoucherScope = Pick<VoucherData, 'eligibleItemIds'> & Partial<Pick<VoucherData, 'eligibleCategoryIds'>>;

/** A line as eligibility sees it: the item and the courses it entitles (a bundle's published courses). */
export type EligibilityLine = ItemRef & { courseIds: readonly string[] };

/** Neither items nor categories named: the voucher applies to everything. */
export const appliesToEverything = (voucher: VoucherScope): boolean => voucher.eligibleItemIds === null && !voucher.eligibleCategoryIds?.length;

/**
 * Whether a voucher applies to a line: every line when it names neither items nor categories;
 * otherwise a named item, a course of a named category or sub-category, or a bundle whose courses
 * all are (a bundle reaching outside the categories is not discounted as a whole).
 */
export function isEligibleLine(voucher: VoucherScope, line: EligibilityLine, categoriesOf: CourseCategories): boolean {
  if (appliesToEverything(voucher)) return true;
  if (voucher.eligibleItemIds?.includes(line.itemId)) return true;
  const categories = voucher.eligibleCategoryIds ?? [];
  if (categories.length === 0 || line.courseIds.length === 0) return false;
  return line.courseIds.every((courseId) => (categoriesOf.get(courseId) ?? []).some((c) => categories.includes(c)));
}
