import type { ReportPerson, ReportPersonDocument, ReportQueryBody, ReportUserStatus } from '@khru/contracts';

export const fullName = (person: ReportPersonDocument): string => `${person.firstName} ${person.lastName}`.trim();

/** Expired once the organisation deactivated the person, at or before `t`. */
export const userStatusAt = (person: ReportPersonDocument, t: string): ReportUserStatus =>
  person.deactivatedAt != null && person.deactivatedAt <= t ? 'Expired' : 'Active';

/**
 * The people one report request counts, worked out once: those of the chosen departments and contract (the
 * slice its charts and groups show), whether each is in its table (their name or email holds the searched
 * text), and the person fields of their rows.
 */
export interface ReportPeople {
  slice: ReportPersonDocument[];
  byId: Map<string, ReportPersonDocument>;
  inTable(person: ReportPersonDocument): boolean;
  /**
   * The fields a row shows of the person: their record as it is now (their status is as it was at the row's
   * instant: `userStatusAt`). Rows write them out rather than spread them, so that tens of thousands of rows
   * keep one shape and make no interim objects.
   */
  fields(person: ReportPersonDocument): Omit<ReportPerson, 'userStatus'>;
}

export function reportPeople(people: readonly ReportPersonDocument[], query: ReportQueryBody, contractId: string): ReportPeople {
  const departments = query.departments && query.departments.length > 0 ? new Set(query.departments) : null;
  const contractChosen = !query.contracts || query.contracts.length === 0 || query.contracts.includes(contractId);
  const slice = contractChosen ? people.filter((p) => departments === null || departments.has(p.department)) : [];
  const text = query.search?.trim().toLowerCase() ?? '';
  const searched = new Map<string, boolean>();
  const known = new Map<string, Omit<ReportPerson, 'userStatus'>>();
  const fields = (person: ReportPersonDocument): Omit<ReportPerson, 'userStatus'> => {
    let own = known.get(person._id);
    if (!own) {
      own = { userId: person._id, name: fullName(person), email: person.email, position: person.position, department: person.department };
      known.set(person._id, own);
    }
    return own;
  };
  return {
    slice,
    byId: new Map(slice.map((p) => [p._id, p])),
    inTable(person) {
      if (text === '') return true;
      let found = searched.get(person._id);
      if (found === undefined) {
        found = fullName(person).toLowerCase().includes(text) || person.email.toLowerCase().includes(text);
        searched.set(person._id, found);
      }
      return found;
    },
    fields,
  };
}
