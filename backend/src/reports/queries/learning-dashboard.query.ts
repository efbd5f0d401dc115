import {
  LEARNING_STAGES,
  REPORT_RULES,
  type LeaderboardRow,
  type LearningDashboardResponse,
  type ReportPeriod,
  type ReportQueryBody,
  type TopCourse,
  type TopSkill,
} from '@khru/contracts';
import { courseTypeAt, within } from './as-of.js';
import type { OrganisationData } from './organisation-data.js';
import { periodWindow } from './period-window.js';
import { reportPeople, userStatusAt } from './report-person.js';
import { askedSort, byName, personSortFields, sortRows, type SortFields } from './sort-rows.js';

const FIELDS: SortFields<LeaderboardRow> = {
  ...personSortFields<LeaderboardRow>(),
  rank: (r) => r.rank,
  completedCount: (r) => r.completedCount,
};

const increment = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** The ten most completed, by count, then by English name. */
function top<T extends { completedCount: number }>(items: T[], name: (item: T) => string): T[] {
  return sortRows(items, [
    { value: (item) => item.completedCount, descending: true },
    { value: name, descending: false },
  ]).slice(0, REPORT_RULES.topListSize);
}

/**
 * Learning Dashboard: the courses completed in the period (up to the as-of instant), counted per course,
 * per skill (a course's sub-category) and per learner; the leaderboard ranks the ten learners with the most.
 */
export function learningDashboardReport(data: OrganisationData, query: ReportQueryBody, period: ReportPeriod): LearningDashboardResponse {
  const asked = askedSort(query.sort, FIELDS);
  const window = periodWindow(period);
  const people = reportPeople(data.people, query, data.contractId);
  const types = query.courseTypes && query.courseTypes.length > 0 ? new Set(query.courseTypes) : null;
  const completionsShown = !query.learningStages || query.learningStages.length === 0 || query.learningStages.includes(LEARNING_STAGES.Completed);
  const byCourse = new Map<string, number>();
  const bySkill = new Map<string, number>();
  const byPerson = new Map<string, number>();
  for (const row of completionsShown && window.months.length > 0 ? data.enrolments : []) {
    if (!within(row.completedAt, window.start, window.end)) continue;
    const person = people.byId.get(row.userId);
    if (!person || (types !== null && !types.has(courseTypeAt(row, window.end)))) continue;
    increment(byCourse, row.courseId);
    const skillId = data.courses.get(row.courseId)?.subCategoryId;
    if (skillId) increment(bySkill, skillId);
    if (people.inTable(person)) increment(byPerson, person._id);
  }

  const topCourses = top<TopCourse>(
    [...byCourse].map(([courseId, completedCount]) => {
      const course = data.courses.get(courseId);
      return { courseId, titleEn: course?.titleEn ?? courseId, titleTh: course?.titleTh ?? courseId, completedCount };
    }),
    (c) => c.titleEn,
  );
  const topSkills = top<TopSkill>(
    [...bySkill].map(([skillId, completedCount]) => {
      const skill = data.skills.get(skillId);
      return { skillId, nameEn: skill?.nameEn ?? skillId, nameTh: skill?.nameTh ?? skillId, completedCount };
    }),
    (s) => s.nameEn,
  );
  const learners = [...byPerson].map(([userId, completedCount]): LeaderboardRow => {
    const person = people.byId.get(userId)!;
    const fields = people.fields(person);
    return {
      userId,
      name: fields.name,
      email: fields.email,
      position: fields.position,
      department: fields.department,
      userStatus: userStatusAt(person, window.end),
      rank: 0,
      completedCount,
    };
  });
  const leaders = sortRows(learners, [{ value: (r) => r.completedCount, descending: true }, ...byName<LeaderboardRow>()])
    .slice(0, REPORT_RULES.topListSize)
    .map((row, i) => ({ ...row, rank: i + 1 }));
  const leaderboard = asked ? sortRows(leaders, [asked]) : leaders;
  return { period, data: leaderboard, totalCount: leaderboard.length, topCourses, topSkills };
}
