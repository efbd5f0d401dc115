import type { CommandAccepted, EmployeeImportResult, EmployeeProfileResponse, EmployeeResponse, ImportRowError, Paged } from '@khru/contracts';
import type { AddSubuserRequest, UpdateEmployeeRequest } from '@khru/contracts/requests';
import { HttpError, type CreateParams, type GetListParams, type GetManyParams, type GetOneParams, type UpdateParams } from 'react-admin';
import type { DataProviderWith } from '../dataProvider/combine-slices';
import { asFormError, withFieldErrors } from '../dataProvider/server-errors';
import type { OrganisationScope } from './my-organisation';

const ORGS = '/api/orgsapi/organizations';
const TEXT_FIELDS = ['firstName', 'lastName', 'department', 'position', 'jobGrade', 'team', 'businessUnit', 'location'] as const;

/** An employee as the edit form holds it: the record without what only the list knows. */
export type EmployeeRecord = Omit<EmployeeResponse, 'addedAt' | 'deactivatedAt'>;

/** The profile endpoint is the one place a single employee is read; it carries the cost centre inside `credits`. */
const recordOf = (profile: EmployeeProfileResponse): EmployeeRecord => ({
  id: profile.userId,
  orgId: profile.orgId,
  email: profile.email,
  firstName: profile.firstName,
  lastName: profile.lastName,
  role: profile.role,
  department: profile.department,
  position: profile.position,
  jobGrade: profile.jobGrade,
  team: profile.team,
  businessUnit: profile.businessUnit,
  location: profile.location,
  costCentreId: profile.credits?.costCentreId ?? null,
  active: profile.active,
});

/** Inputs left empty arrive as null; the API wants text (or nothing) there. */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Only what changed goes to the PATCH, so an unchanged save appends nothing. */
export function employeeChanges(data: Partial<EmployeeRecord>, previous: Partial<EmployeeRecord>): UpdateEmployeeRequest {
  const changes: UpdateEmployeeRequest = {};
  for (const field of TEXT_FIELDS) if (field in data && text(data[field]) !== text(previous[field])) changes[field] = text(data[field]);
  // The request can move a person to another cost centre, not take theirs away.
  if (data.costCentreId && data.costCentreId !== previous.costCentreId) changes.costCentreId = data.costCentreId;
  if (data.active === false && previous.active !== false) changes.active = false;
  return changes;
}

/** What the import answered: counts of a valid file, or the rows that made the server refuse all of it. */
export type ImportOutcome = { kind: 'counted'; result: EmployeeImportResult } | { kind: 'refused'; message: string; errors: ImportRowError[] };

const rowErrorsOf = (error: unknown): ImportRowError[] | null => {
  const rows = error instanceof HttpError ? (error.body as { rows?: unknown } | null)?.rows : undefined;
  return Array.isArray(rows) ? (rows as ImportRowError[]) : null;
};

/** The organisation's people over `orgsapi/organizations/{orgId}/employees` and `add-subuser`. */
export const employeesData = ({ http, organisation }: OrganisationScope) => {
  const base = async () => `${ORGS}/${encodeURIComponent(await organisation.orgId())}`;
  const getOne = async (id: string) => {
    const { json } = await http(`${ORGS}/employees/userprofiles/${encodeURIComponent(id)}`);
    return recordOf(json as EmployeeProfileResponse);
  };
  return {
    resources: {
      employees: {
        async getList(params: GetListParams) {
          const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
          const { q, department, active } = (params.filter ?? {}) as { q?: string; department?: string; active?: string };
          const query = new URLSearchParams({
            skip: String((page - 1) * perPage),
            take: String(perPage),
            ...(q ? { q } : {}),
            ...(department ? { department } : {}),
            ...(active === 'true' || active === 'false' ? { active } : {}),
          });
          const { json } = await http(`${await base()}/employees?${query}`);
          const { items, total } = json as Paged<EmployeeResponse>;
          return { data: items, total };
        },
        async getOne(params: GetOneParams) {
          return { data: await getOne(String(params.id)) };
        },
        async getMany(params: GetManyParams) {
          return { data: await Promise.all(params.ids.map((id) => getOne(String(id)))) };
        },
        async create(params: CreateParams<AddSubuserRequest>) {
          const { email, firstName, lastName, role, costCentreId, ...placement } = params.data;
          const body: AddSubuserRequest = {
            email: text(email),
            firstName: text(firstName),
            lastName: text(lastName),
            ...(role ? { role } : {}),
            ...(costCentreId ? { costCentreId } : {}),
            ...Object.fromEntries(Object.entries(placement).map(([field, value]) => [field, text(value)])),
          };
          const { json } = await withFieldErrors(http(`${await base()}/add-subuser`, { method: 'POST', body: JSON.stringify(body) }));
          return { data: await getOne((json as CommandAccepted & { id: string }).id) };
        },
        async update(params: UpdateParams<EmployeeRecord>) {
          const changes = employeeChanges(params.data, params.previousData);
          if (Object.keys(changes).length === 0) return { data: params.previousData };
          const id = String(params.id);
          await withFieldErrors(http(`${await base()}/employees/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify(changes) }));
          return { data: await getOne(id) };
        },
      },
    },
    methods: {
      /** Sends the CSV as multipart field `file`; a dry run changes nothing and says what an import would do. */
      async importEmployees(file: File, dryRun: boolean): Promise<ImportOutcome> {
        const form = new FormData();
        form.append('file', file);
        try {
          const { json } = await http(`${await base()}/employees/import?dryRun=${dryRun}`, { method: 'POST', body: form });
          return { kind: 'counted', result: json as EmployeeImportResult };
        } catch (error) {
          const errors = rowErrorsOf(error);
          if (!errors) throw asFormError(error);
          return { kind: 'refused', message: (error as Error).message, errors };
        }
      },
    },
  };
};

export type EmployeesDataProvider = DataProviderWith<ReturnType<typeof employeesData>['methods']>;
