import { REPORT_RULES, type ReportPerson, type ReportQueryBody, type ReportSort } from '@khru/contracts';
import { DomainError } from '../../kernel/errors/domain-error.js';

export type SortValue = string | number | boolean | null;

/** The fields a report's table may be sorted by, each with how to read it from a row. */
export type SortFields<R> = Record<string, (row: R) => SortValue>;

export interface SortCriterion<R> {
  value: (row: R) => SortValue;
  descending: boolean;
  /** How texts compare: by Thai collation unless told (ids compare faster by code point). */
  compare?: (a: string, b: string) => number;
}

/** An instant (ISO text) as a number, so that large tables sort by it without ranking texts. */
export const instantValue = (instant: string | null): number | null => (instant === null ? null : Date.parse(instant));

/** Names sort as Thai and English readers expect (Thai leading vowels included). */
const collator = new Intl.Collator(['th', 'en']);

export const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A column as numbers: texts by their rank among the column's distinct texts (so a large table compares
 * numbers, and the collator sees each text once), nulls as NaN.
 */
function rankColumn<R>(rows: readonly R[], { value, compare = collator.compare }: SortCriterion<R>): Float64Array {
  const raw = rows.map(value);
  const texts = [...new Set(raw.filter((v): v is string => typeof v === 'string'))].sort(compare);
  const rank = new Map(texts.map((text, i) => [text, i]));
  const column = new Float64Array(raw.length);
  raw.forEach((v, i) => {
    column[i] = v === null ? NaN : typeof v === 'string' ? rank.get(v)! : Number(v);
  });
  return column;
}

/** The rows in the order of the criteria, the first deciding first; nulls last either way; ties keep their order. */
export function sortRows<R>(rows: readonly R[], criteria: readonly SortCriterion<R>[]): R[] {
  const columns = criteria.map((c) => rankColumn(rows, c));
  const order = rows.map((_, i) => i);
  order.sort((a, b) => {
    for (let k = 0; k < columns.length; k += 1) {
      const x = columns[k]![a]!;
      const y = columns[k]![b]!;
      if (x === y || (Number.isNaN(x) && Number.isNaN(y))) continue;
      if (Number.isNaN(x)) return 1;
      if (Number.isNaN(y)) return -1;
      return criteria[k]!.descending ? y - x : x - y;
    }
    return a - b;
  });
  return order.map((i) => rows[i]!);
}

/** The sortable fields every row about a person has. */
export function personSortFields<R extends ReportPerson>(): SortFields<R> {
  return {
    userId: (r) => r.userId,
    name: (r) => r.name,
    email: (r) => r.email,
    position: (r) => r.position,
    department: (r) => r.department,
    userStatus: (r) => r.userStatus,
  };
}

/** By name, then by id so that namesakes keep one order. */
export function byName<R extends { name: string; userId: string }>(): SortCriterion<R>[] {
  return [
    { value: (r) => r.name, descending: false },
    { value: (r) => r.userId, descending: false, compare: byCodePoint },
  ];
}

/** The order a query asks for, if any; a field the table does not have is refused. */
export function askedSort<R>(sort: ReportSort | undefined, fields: SortFields<R>): SortCriterion<R> | null {
  if (!sort) return null;
  const value = Object.hasOwn(fields, sort.field) ? fields[sort.field] : undefined;
  if (!value) throw DomainError.badRequest([{ field: 'sort.field', code: 'IS_IN' }]);
  return { value, descending: sort.order === 'DESC' };
}

/** The rows in the asked order, then the report's own. */
export const orderRows = <R>(rows: readonly R[], asked: SortCriterion<R> | null, defaults: readonly SortCriterion<R>[]): R[] =>
  sortRows(rows, asked ? [asked, ...defaults] : defaults);

/** One page of the rows: `skip` and `take` (the spec's page size of 10 by default). */
export function pageOf<R>(rows: readonly R[], query: Pick<ReportQueryBody, 'skip' | 'take'>): R[] {
  const skip = query.skip ?? 0;
  return rows.slice(skip, skip + (query.take ?? REPORT_RULES.pageSize));
}
