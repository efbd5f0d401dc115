import type { CommandAccepted, CostCentreBalance, LicenceResponse, OrganisationResponse } from '@khru/contracts';
import type { CreateCostCentreRequest, CreateLicenceRequest, CreateOrganisationRequest, DepositCreditsRequest } from '@khru/contracts/requests';
import type { CreateParams, GetListParams, GetOneParams } from 'react-admin';
import type { DataProviderWith } from '../dataProvider/combine-slices';
import type { HttpClient } from '../dataProvider/http-client';
import { withFieldErrors } from '../dataProvider/server-errors';

const ORGS = '/api/orgsapi/organizations';
const COST_CENTRES = '/api/orgsapi/cost-centres';

/** An id the server created, with the position to read it back at. */
export type Created = CommandAccepted & { id: string };

const after = (position?: string | null) => (position ? `?after=${encodeURIComponent(position)}` : '');
const orgPath = (orgId: string) => `${ORGS}/${encodeURIComponent(orgId)}`;
const post = (http: HttpClient, url: string, body: unknown) => withFieldErrors(http(url, { method: 'POST', body: JSON.stringify(body) }));

/** What the list sorts by: the name in the admin's language, or a field of the organisation. */
const sortKey = (organisation: OrganisationResponse, field: string): string | number => {
  switch (field) {
    case 'name.th':
      return organisation.name.th;
    case 'contract.end':
      return organisation.contract.end;
    case 'activeEmployeeCount':
      return organisation.activeEmployeeCount;
    case 'taxId':
      return organisation.taxId;
    case 'createdAt':
      return organisation.createdAt;
    default:
      return organisation.name.en;
  }
};

const matches = (organisation: OrganisationResponse, q: string) =>
  [organisation.name.en, organisation.name.th, organisation.taxId, organisation.contract.id].some((text) => text.toLowerCase().includes(q));

/**
 * Organisations: all of them for platform admins and auditors, their own for an organisation's staff. The list
 * is small, so it is searched, sorted and paged here. Beside them, what an organisation holds: its cost centres
 * (with deposits) and licence pools.
 */
export const organisationsData = (http: HttpClient) => ({
  resources: {
    organisations: {
      async getList(params: GetListParams) {
        const { json } = await http(ORGS);
        const q = typeof params.filter?.q === 'string' ? params.filter.q.trim().toLowerCase() : '';
        const found = (json as OrganisationResponse[]).filter((organisation) => !q || matches(organisation, q));
        const { field, order } = params.sort ?? { field: 'name.en', order: 'ASC' };
        const sorted = [...found].sort((a, b) => {
          const [left, right] = [sortKey(a, field), sortKey(b, field)];
          const compared = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right));
          return order === 'ASC' ? compared : -compared;
        });
        const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
        return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
      },
      async getOne(params: GetOneParams) {
        const { json } = await http(orgPath(String(params.id)));
        return { data: json as OrganisationResponse };
      },
      async create(params: CreateParams<CreateOrganisationRequest>) {
        const { json } = await post(http, ORGS, params.data);
        const { id, position } = json as Created;
        const { json: organisation } = await http(`${orgPath(id)}${after(position)}`);
        return { data: organisation as OrganisationResponse };
      },
    },
  },
  methods: {
    async getCostCentres(orgId: string, position?: string | null): Promise<CostCentreBalance[]> {
      const { json } = await http(`${orgPath(orgId)}/cost-centres${after(position)}`);
      return json as CostCentreBalance[];
    },
    async createCostCentre(orgId: string, body: CreateCostCentreRequest): Promise<Created> {
      return (await post(http, `${orgPath(orgId)}/cost-centres`, body)).json as Created;
    },
    async depositCredits(costCentreId: string, body: DepositCreditsRequest): Promise<CommandAccepted> {
      return (await post(http, `${COST_CENTRES}/${encodeURIComponent(costCentreId)}/deposits`, body)).json as CommandAccepted;
    },
    async getLicences(orgId: string, position?: string | null): Promise<LicenceResponse[]> {
      const { json } = await http(`${orgPath(orgId)}/licences${after(position)}`);
      return json as LicenceResponse[];
    },
    async createLicence(orgId: string, body: CreateLicenceRequest): Promise<Created> {
      return (await post(http, `${orgPath(orgId)}/licences`, body)).json as Created;
    },
  },
});

export type OrganisationsDataProvider = DataProviderWith<ReturnType<typeof organisationsData>['methods']>;
