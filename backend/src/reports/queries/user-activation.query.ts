import type {
  ActivationMonth,
  ActivationRow,
  ActivationState,
  ReportPeriod,
  ReportPersonDocument,
  ReportQueryBody,
  UserActivationResponse,
} from '@khru/contracts';
import { monthActivity, within } from './as-of.js';
import type { OrganisationData } from './organisation-data.js';
import { monthWindow, periodWindow } from './period-window.js';
import { fullName, reportPeople, userStatusAt } from './report-person.js';
import { askedSort, byCodePoint, pageOf, personSortFields, sortRows, type SortFields } from './sort-rows.js';

const FIELDS: SortFields<ActivationRow> = {
  ...personSortFields<ActivationRow>(),
  month: (r) => r.month,
  activation: (r) => r.activation,
};

/**
 * A person's activation in a month (ADR 26): Active, logged in during it; Inactive, logged in before it but
 * not during it; Not-Activated, no login by its end. The month runs from `start` to `end` (cut at the as-of instant).
 */
export function activationIn(person: ReportPersonDocument, loginsInMonth: number, start: string, end: string): ActivationState {
  if (loginsInMonth > 0 || within(person.firstLoginAt, start, end) || within(person.lastLoginAt, start, end)) return 'Active';
  const firstLogin = person.firstLoginAt ?? person.lastLoginAt;
  return firstLogin != null && firstLogin < start ? 'Inactive' : 'NotActivated';
}

/** Logins per person in each month of the period (by its index), each month up to the as-of day. */
function loginsByPerson(data: OrganisationData, months: string[], asOfDay: string): Map<string, number[]> {
  const index = new Map(months.map((month, i) => [month, i]));
  const logins = new Map<string, number[]>();
  for (const doc of data.activity) {
    const i = index.get(doc.month);
    if (i === undefined) continue;
    const own = logins.get(doc.userId) ?? new Array<number>(months.length).fill(0);
    own[i] = monthActivity(doc, asOfDay).logins;
    logins.set(doc.userId, own);
  }
  return logins;
}

/**
 * User Activation: per month of the period, the people added by its end by activation state (the chart),
 * and each person and month (the table, newest month first, then by name).
 */
export function userActivationReport(data: OrganisationData, query: ReportQueryBody, period: ReportPeriod): UserActivationResponse {
  const asked = askedSort(query.sort, FIELDS);
  const window = periodWindow(period);
  const people = reportPeople(data.people, query, data.contractId);
  const states = query.activationStates && query.activationStates.length > 0 ? new Set(query.activationStates) : null;
  const logins = loginsByPerson(data, window.months, window.asOfDay);
  const byName = sortRows(people.slice, [
    { value: fullName, descending: false },
    { value: (p) => p._id, descending: false, compare: byCodePoint },
  ]);
  const chart: ActivationMonth[] = [];
  const rows: ActivationRow[] = [];
  // Newest month first, each in name order: the table's own order, so only an asked sort sorts again.
  for (let i = window.months.length - 1; i >= 0; i -= 1) {
    const month = window.months[i]!;
    const { start, end } = monthWindow(month, window);
    const counts: ActivationMonth = { month, Active: 0, Inactive: 0, NotActivated: 0 };
    for (const person of byName) {
      if (person.addedAt > end) continue;
      const activation = activationIn(person, logins.get(person._id)?.[i] ?? 0, start, end);
      counts[activation] += 1;
      if ((states === null || states.has(activation)) && people.inTable(person)) {
        const own = people.fields(person);
        rows.push({
          userId: own.userId,
          name: own.name,
          email: own.email,
          position: own.position,
          department: own.department,
          userStatus: userStatusAt(person, end),
          month,
          activation,
        });
      }
    }
    chart.unshift(counts);
  }
  const ordered = asked ? sortRows(rows, [asked]) : rows;
  return { period, data: pageOf(ordered, query), totalCount: rows.length, chart };
}
