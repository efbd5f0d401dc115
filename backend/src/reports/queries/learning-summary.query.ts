import {
  reportDayOf,
  type Dimension,
  type LearnerSummaryRow,
  type LearningSummaryReportResponse,
  type ReportPeriod,
  type ReportQueryBody,
  type StageCounts,
  type SummaryGroupRow,
} from '@khru/contracts';
import { countsInPeriod, courseTypeAt, secondsBy, stageAt } from './as-of.js';
import type { OrganisationData } from './organisation-data.js';
import { periodWindow } from './period-window.js';
import { reportPeople, userStatusAt } from './report-person.js';
import { askedSort, byName, orderRows, pageOf, personSortFields, sortRows, type SortFields } from './sort-rows.js';

type Counts = Omit<SummaryGroupRow, 'key' | 'learners'>;

const STAGE_KEYS = { 1: 'enrolled', 2: 'inProgress', 3: 'completed' } as const satisfies Record<number, keyof StageCounts>;

const FIELDS: SortFields<LearnerSummaryRow> = {
  ...personSortFields<LearnerSummaryRow>(),
  assignedCount: (r) => r.assignedCount,
  ...Object.fromEntries(
    (['assignment', 'nonAssignment'] as const).flatMap((kind) =>
      Object.values(STAGE_KEYS).map((stage): [string, (r: LearnerSummaryRow) => number] => [`${kind}.${stage}`, (r) => r[kind][stage]]),
    ),
  ),
  totalLearningCourses: (r) => r.totalLearningCourses,
  totalLearningSeconds: (r) => r.totalLearningSeconds,
};

const noCounts = (): Counts => ({
  assignedCount: 0,
  assignment: { enrolled: 0, inProgress: 0, completed: 0 },
  nonAssignment: { enrolled: 0, inProgress: 0, completed: 0 },
  totalLearningCourses: 0,
  totalLearningSeconds: 0,
});

/**
 * Learning Summary (ADR 26): the enrolment rows live in the period (existing at its end, not completed
 * before its start) at their stage at its end, counted per learner (spec section 3's row) and per value of
 * the chosen dimension (department by default).
 */
export function learningSummaryReport(data: OrganisationData, query: ReportQueryBody, period: ReportPeriod): LearningSummaryReportResponse {
  const asked = askedSort(query.sort, FIELDS);
  const dimension: Dimension = query.dimension ?? 'DEPARTMENT';
  const window = periodWindow(period);
  const t = window.end;
  const day = reportDayOf(t);
  const people = reportPeople(data.people, query, data.contractId);
  const types = query.courseTypes && query.courseTypes.length > 0 ? new Set(query.courseTypes) : null;
  const stages = query.learningStages && query.learningStages.length > 0 ? new Set(query.learningStages) : null;

  const learners = new Map<string, Counts>();
  const groups = new Map<string, { counts: Counts; learners: Set<string> }>();
  for (const row of data.enrolments) {
    const person = people.byId.get(row.userId);
    if (!person || person.addedAt > t || !countsInPeriod(row, window)) continue;
    const stage = stageAt(row, t)!;
    const type = courseTypeAt(row, t);
    if ((types !== null && !types.has(type)) || (stages !== null && !stages.has(stage))) continue;
    const seconds = secondsBy(row, t, day);
    const key =
      dimension === 'DEPARTMENT' ? person.department : dimension === 'CONTRACT' ? data.contractId : dimension === 'COURSE_TYPE' ? type : String(stage);
    const group = groups.get(key) ?? { counts: noCounts(), learners: new Set<string>() };
    group.learners.add(person._id);
    groups.set(key, group);
    const own = learners.get(person._id) ?? noCounts();
    learners.set(person._id, own);
    for (const counts of [own, group.counts]) {
      if (type === 'assignment') counts.assignedCount += 1;
      counts[type][STAGE_KEYS[stage]] += 1;
      counts.totalLearningCourses += 1;
      counts.totalLearningSeconds += seconds;
    }
  }

  const rows: LearnerSummaryRow[] = [];
  for (const [userId, counts] of learners) {
    const person = people.byId.get(userId)!;
    if (!people.inTable(person)) continue;
    const fields = people.fields(person);
    rows.push({
      userId: fields.userId,
      name: fields.name,
      email: fields.email,
      position: fields.position,
      department: fields.department,
      userStatus: userStatusAt(person, t),
      assignedCount: counts.assignedCount,
      assignment: counts.assignment,
      nonAssignment: counts.nonAssignment,
      totalLearningCourses: counts.totalLearningCourses,
      totalLearningSeconds: counts.totalLearningSeconds,
    });
  }
  const groupRows = sortRows(
    [...groups].map(([key, group]): SummaryGroupRow => ({ key, learners: group.learners.size, ...group.counts })),
    [{ value: (g) => g.key, descending: false }],
  );
  return { period, dimension, data: pageOf(orderRows(rows, asked, byName()), query), totalCount: rows.length, groups: groupRows };
}
