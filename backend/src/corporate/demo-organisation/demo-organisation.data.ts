import type { EmployeeRecord } from '@khru/contracts';

/** `infra/seed/organisation.json`: the demo organisation; times are days before (or after) the first start. */
export interface DemoOrganisationSeed {
  organisation: {
    id: string;
    nameEn: string;
    nameTh: string;
    taxId: string;
    address: string;
    contractId: string;
    contractStartDaysAgo: number;
    contractEndInDays: number;
  };
  costCentres: { id: string; code: string; name: string; unlimited: boolean; deposits: { amount: number; invoiceRef: string; daysAgo: number }[] }[];
  transfers: { id: string; from: string; to: string; amount: number; daysAgo: number }[];
  licences: {
    id: string;
    name: string;
    seats: number;
    all: boolean;
    courseIds: string[];
    bundleIds: string[];
    /** `all`, or `all-but-last-N`: the last N people in the list hold no seat. */
    holders: string;
    assignedDaysAgo: number;
  }[];
  /**
   * The people who came with the contract (a day after it starts); licence holders are picked from them.
   * `costCentre` is the cost centre's code; `demo`: an account listed in `accounts.json`.
   */
  employees: DemoPerson[];
  /** People who joined later, in waves, so the reports' months differ in head count. */
  hires: { joinedDaysAgo: number; people: DemoPerson[] }[];
  assignments: {
    id: string;
    itemId: string;
    isBundle: boolean;
    department?: string;
    emails?: string[];
    dueInDays: number | null;
    daysAgo: number;
  }[];
  enrolments: { email: string; itemId: string; isBundle: boolean; daysAgo: number }[];
  /** Credits per baht of a course's price: every course and bundle gets a credit price from it (at least 1). */
  creditsPerBaht: number;
  /** How people log in over the year (the identity seeder's); the organisation deactivates those who left. */
  activity: { departures: { email: string; daysAgo: number }[] };
}

export type DemoPerson = Omit<EmployeeRecord, 'costCentreId'> & { costCentre: string; demo?: boolean };

const DAY_MS = 24 * 3600 * 1000;

/** The instant `days` days before `now` (negative: after). */
export const daysBefore = (now: Date, days: number): string => new Date(now.getTime() - days * DAY_MS).toISOString();

/** Which people of the list hold a seat of a licence. */
export function seatHolders(holders: string, people: string[]): string[] {
  const but = /^all-but-last-(\d+)$/.exec(holders);
  return but ? people.slice(0, people.length - Number(but[1])) : people;
}

/** Everyone the organisation ever had: the people of the contract, then the hires. */
export const everyoneIn = (seed: Pick<DemoOrganisationSeed, 'employees' | 'hires'>): DemoPerson[] => [
  ...seed.employees,
  ...seed.hires.flatMap((wave) => wave.people),
];
