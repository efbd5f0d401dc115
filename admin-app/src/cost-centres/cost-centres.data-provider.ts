import type { CommandAccepted, CostCentreBalance, LedgerPage } from '@khru/contracts';
import type { CreateCostCentreRequest, ReverseEnrolmentRequest, TransferCreditsRequest } from '@khru/contracts/requests';
import type { CreateParams, GetListParams, GetManyParams, GetOneParams } from 'react-admin';
import type { DataProviderWith } from '../dataProvider/combine-slices';
import { pageLocally } from '../dataProvider/page-locally';
import { withFieldErrors } from '../dataProvider/server-errors';
import type { OrganisationScope } from '../employees/my-organisation';

const COST_CENTRES = '/api/orgsapi/cost-centres';

/** The organisation's cost centres and their credit ledgers (`orgsapi/.../cost-centres`). */
export const costCentresData = ({ http, organisation }: OrganisationScope) => {
  const all = async () => {
    const orgId = await organisation.orgId();
    const { json } = await http(`/api/orgsapi/organizations/${encodeURIComponent(orgId)}/cost-centres`);
    return json as CostCentreBalance[];
  };
  const one = async (id: string) => {
    const { json } = await http(`${COST_CENTRES}/${encodeURIComponent(id)}`);
    return json as CostCentreBalance;
  };
  const command = async (path: string, body: unknown) => {
    const { json } = await http(`${COST_CENTRES}/${path}`, { method: 'POST', body: JSON.stringify(body) });
    return json as CommandAccepted;
  };
  return {
    resources: {
      'cost-centres': {
        async getList(params: GetListParams) {
          return pageLocally(await all(), params);
        },
        async getOne(params: GetOneParams) {
          return { data: await one(String(params.id)) };
        },
        async getMany(params: GetManyParams) {
          const wanted = new Set(params.ids.map(String));
          return { data: (await all()).filter((centre) => wanted.has(centre.id)) };
        },
        async create(params: CreateParams<CreateCostCentreRequest>) {
          const orgId = await organisation.orgId();
          const body: CreateCostCentreRequest = {
            code: params.data.code?.trim() ?? '',
            name: params.data.name?.trim() ?? '',
            unlimited: Boolean(params.data.unlimited),
          };
          const { json } = await withFieldErrors(
            http(`/api/orgsapi/organizations/${encodeURIComponent(orgId)}/cost-centres`, { method: 'POST', body: JSON.stringify(body) }),
          );
          return { data: await one((json as CommandAccepted & { id: string }).id) };
        },
      },
    },
    methods: {
      /** The ledger as of `asOf`, or now without one (the server refuses an instant ahead of its own clock, which a client's "now" may be). */
      async getLedger(id: string, page: { asOf: string | null; skip: number; take: number }): Promise<LedgerPage> {
        const query = new URLSearchParams({ skip: String(page.skip), take: String(page.take), ...(page.asOf ? { asOf: page.asOf } : {}) });
        const { json } = await http(`${COST_CENTRES}/${encodeURIComponent(id)}/ledger?${query}`);
        return json as LedgerPage;
      },
      transferCredits(id: string, body: TransferCreditsRequest) {
        return command(`${encodeURIComponent(id)}/transfers`, body);
      },
      reverseEnrolment(costCentreId: string, body: ReverseEnrolmentRequest) {
        return command(`${encodeURIComponent(costCentreId)}/reversals`, body);
      },
    },
  };
};

export type CostCentresDataProvider = DataProviderWith<ReturnType<typeof costCentresData>['methods']>;
