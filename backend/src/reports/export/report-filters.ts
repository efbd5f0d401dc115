import { pickLocalized, reportDayOf, type Locale, type LocalizedText, type ReportName, type ReportQueryBody, type ReportResponse } from '@khru/contracts';
import { ACTIVATION_WORDS, COURSE_KIND_WORDS, DIMENSION_WORDS, FILTER_LABELS, REPORT_TITLES, STAGE_WORDS } from './export-words.js';

export interface FilterContext {
  organisation: LocalizedText;
  report: ReportName;
  query: ReportQueryBody;
  response: ReportResponse;
  locale: Locale;
}

/**
 * The filter lines an export writes above its tables, so a file read later says what it holds: the organisation,
 * the report, the period the server resolved, the as-of day, the dimension of a summary, and each list filter
 * ("All" when none is chosen). Contracts, activation states and a search are written only when given.
 */
export function filterLines({ organisation, report, query, response, locale }: FilterContext): [string, string][] {
  const label = (key: keyof typeof FILTER_LABELS) => FILTER_LABELS[key][locale];
  const list = (values: readonly string[] | undefined) => (values?.length ? values.join(', ') : label('all'));
  const words = <K extends string | number>(values: readonly K[] | undefined, names: Record<K, LocalizedText>) => list(values?.map((v) => names[v][locale]));
  const { period } = response;
  const lines: [string, string][] = [
    [label('organisation'), pickLocalized(organisation, locale)],
    [label('report'), REPORT_TITLES[report][locale]],
    [label('period'), `${period.from} – ${period.to}`],
    [label('asOf'), reportDayOf(period.asOf)],
  ];
  if ('dimension' in response) lines.push([label('dimension'), DIMENSION_WORDS[response.dimension][locale]]);
  lines.push(
    [label('departments'), list(query.departments)],
    [label('courseTypes'), words(query.courseTypes, COURSE_KIND_WORDS)],
    [label('learningStages'), words(query.learningStages, STAGE_WORDS)],
  );
  if (query.contracts?.length) lines.push([label('contracts'), list(query.contracts)]);
  if (query.activationStates?.length) lines.push([label('activationStates'), words(query.activationStates, ACTIVATION_WORDS)]);
  if (query.search?.trim()) lines.push([label('search'), query.search.trim()]);
  return lines;
}
