import {
  ACTIVATION_STATES,
  COURSE_KINDS,
  DATE_RANGE_VALUES,
  DATE_RANGES,
  DIMENSIONS,
  FILTER_MODES,
  LEARNING_STAGE_VALUES,
  REPORT_RULES,
  type ActivationState,
  type CourseKind,
  type DateRange,
  type Dimension,
  type FilterMode,
  type LearningStage,
  type ReportName,
  type ReportQueryBody,
  type ReportSort,
} from '@khru/contracts';

/**
 * What a report shows, as the page's query string holds it: a link reproduces the report, and the browser's
 * back button returns to the previous filters.
 */
export interface ReportSearch {
  /** The organisation a platform admin picked ('' until then); others report on their own. */
  org: string;
  filterMode: FilterMode;
  dateRange: DateRange;
  /** Range mode's months (`YYYY-MM`), '' while unset. */
  from: string;
  to: string;
  /** The as-of day (`YYYY-MM-DD`); '' means today. */
  asOf: string;
  dimension: Dimension;
  departments: string[];
  courseTypes: CourseKind[];
  learningStages: LearningStage[];
  activationStates: ActivationState[];
  /** The drill-down's learner, '' for everyone. */
  userId: string;
  search: string;
  /** Zero-based. */
  page: number;
  perPage: number;
  sort: ReportSort | null;
}

export const PER_PAGE_CHOICES = [REPORT_RULES.pageSize, 25, 50, REPORT_RULES.maxTake] as const;

export const DEFAULT_SEARCH: ReportSearch = {
  org: '',
  filterMode: 'List',
  dateRange: DATE_RANGES.ThisMonth,
  from: '',
  to: '',
  asOf: '',
  dimension: 'DEPARTMENT',
  departments: [],
  courseTypes: [],
  learningStages: [],
  activationStates: [],
  userId: '',
  search: '',
  page: 0,
  perPage: REPORT_RULES.pageSize,
  sort: null,
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const oneOf = <T>(choices: readonly T[], raw: unknown): T | undefined => choices.find((choice) => String(choice) === raw);
const allOf = <T>(choices: readonly T[], raws: string[]): T[] => [...new Set(raws.map((raw) => oneOf(choices, raw)).filter((v): v is T => v !== undefined))];
const matching = (pattern: RegExp, raw: string | null) => (raw && pattern.test(raw) ? raw : '');

/** The report's state from the query string; anything malformed is left at its default. */
export function readReportSearch(query: string): ReportSearch {
  const params = new URLSearchParams(query);
  const page = Number(params.get('page'));
  const field = params.get('sort');
  return {
    org: params.get('org') ?? '',
    filterMode: oneOf(FILTER_MODES, params.get('mode')) ?? DEFAULT_SEARCH.filterMode,
    dateRange: oneOf(DATE_RANGE_VALUES, params.get('range')) ?? DEFAULT_SEARCH.dateRange,
    from: matching(MONTH, params.get('from')),
    to: matching(MONTH, params.get('to')),
    asOf: matching(DAY, params.get('asOf')),
    dimension: oneOf(DIMENSIONS, params.get('dim')) ?? DEFAULT_SEARCH.dimension,
    departments: [...new Set(params.getAll('dept').filter(Boolean))],
    courseTypes: allOf(COURSE_KINDS, params.getAll('type')),
    learningStages: allOf(LEARNING_STAGE_VALUES, params.getAll('stage')),
    activationStates: allOf(ACTIVATION_STATES, params.getAll('act')),
    userId: params.get('user') ?? '',
    search: params.get('q') ?? '',
    page: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    perPage: oneOf(PER_PAGE_CHOICES, params.get('size')) ?? DEFAULT_SEARCH.perPage,
    sort: field ? { field, order: params.get('order') === 'DESC' ? 'DESC' : 'ASC' } : null,
  };
}

/** The query string of a report's state: only what differs from the defaults. */
export function writeReportSearch(state: ReportSearch): string {
  const params = new URLSearchParams();
  const put = (name: string, value: string | number, fallback: string | number) => {
    if (value !== fallback) params.set(name, String(value));
  };
  put('org', state.org, '');
  put('mode', state.filterMode, DEFAULT_SEARCH.filterMode);
  if (state.filterMode === 'List') put('range', state.dateRange, DEFAULT_SEARCH.dateRange);
  else {
    put('from', state.from, '');
    put('to', state.to, '');
  }
  put('asOf', state.asOf, '');
  put('dim', state.dimension, DEFAULT_SEARCH.dimension);
  for (const department of state.departments) params.append('dept', department);
  for (const kind of state.courseTypes) params.append('type', kind);
  for (const stage of state.learningStages) params.append('stage', String(stage));
  for (const activation of state.activationStates) params.append('act', activation);
  put('user', state.userId, '');
  put('q', state.search.trim(), '');
  put('page', state.page + 1, 1);
  put('size', state.perPage, DEFAULT_SEARCH.perPage);
  if (state.sort) {
    params.set('sort', state.sort.field);
    params.set('order', state.sort.order);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The filters every tab shares, for a link to another tab: the table's page and order, the drill-down's
 * learner and the activation states belong to the tab they were chosen on.
 */
export const sharedFilters = (state: ReportSearch): ReportSearch => ({
  ...state,
  activationStates: [],
  userId: '',
  page: 0,
  perPage: DEFAULT_SEARCH.perPage,
  sort: null,
});

/** The filters of a report, without the organisation and the page: what an export or a schedule repeats. */
export function reportFilters(report: ReportName, state: ReportSearch): Omit<ReportQueryBody, 'organizationId' | 'skip' | 'take'> {
  const search = state.search.trim();
  return {
    filterMode: state.filterMode,
    ...(state.filterMode === 'List' ? { dateRange: state.dateRange } : { from: state.from, to: state.to }),
    ...(state.asOf ? { asOf: state.asOf } : {}),
    ...(report === 'learning-summary' ? { dimension: state.dimension } : {}),
    ...(state.departments.length ? { departments: state.departments } : {}),
    ...(state.courseTypes.length ? { courseTypes: state.courseTypes } : {}),
    ...(state.learningStages.length ? { learningStages: state.learningStages } : {}),
    ...(report === 'user-activation' && state.activationStates.length ? { activationStates: state.activationStates } : {}),
    ...(report === 'learning-summary-drill-down' && state.userId ? { userId: state.userId } : {}),
    ...(search ? { search } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
  };
}

/** The body of `POST reportsapi/{report}`: the filters, the picked organisation if any, and the page (top lists take 10). */
export function reportQuery(report: ReportName, state: ReportSearch): ReportQueryBody {
  return {
    ...(state.org ? { organizationId: state.org } : {}),
    ...reportFilters(report, state),
    ...(report === 'learning-dashboard' ? { skip: 0, take: REPORT_RULES.topListSize } : { skip: state.page * state.perPage, take: state.perPage }),
  };
}

/** The body of an export: the same filters and organisation, every row. */
export function exportQuery(report: ReportName, state: ReportSearch): ReportQueryBody {
  return { ...(state.org ? { organizationId: state.org } : {}), ...reportFilters(report, state) };
}
