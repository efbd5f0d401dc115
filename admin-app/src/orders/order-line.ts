import type { AdminOrderLine } from '@khru/contracts';

/** What a line sells: a course, a bundle of courses, or a membership year. */
export const lineKind = (line: AdminOrderLine): 'course' | 'bundle' | 'membership' =>
  line.kind === 'membership' ? 'membership' : line.isBundle ? 'bundle' : 'course';

/** The line's title in the admin's language, the other one when that is empty. */
export const lineTitle = (line: AdminOrderLine, locale: string): string =>
  (locale === 'th' ? line.titleTh || line.titleEn : line.titleEn || line.titleTh) || line.itemId;
