import type { CommandAccepted, LicenceResponse } from '@khru/contracts';
import type { LicenceUsersRequest } from '@khru/contracts/requests';
import type { GetListParams, GetManyParams, GetOneParams } from 'react-admin';
import type { DataProviderWith } from '../dataProvider/combine-slices';
import { pageLocally } from '../dataProvider/page-locally';
import type { OrganisationScope } from '../employees/my-organisation';

/** The organisation's licence pools; the API lists them whole, each with its holders. */
export const licencesData = ({ http, organisation }: OrganisationScope) => {
  const all = async () => {
    const orgId = await organisation.orgId();
    const { json } = await http(`/api/orgsapi/organizations/${encodeURIComponent(orgId)}/licences`);
    return json as LicenceResponse[];
  };
  const seats = async (id: string, action: 'assign' | 'revoke', body: LicenceUsersRequest) => {
    const { json } = await http(`/api/orgsapi/licences/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: JSON.stringify(body) });
    return json as CommandAccepted;
  };
  return {
    resources: {
      licences: {
        async getList(params: GetListParams) {
          return pageLocally(await all(), params);
        },
        async getOne(params: GetOneParams) {
          const licence = (await all()).find((pool) => pool.id === String(params.id));
          if (!licence) throw new Error('ra.notification.item_doesnt_exist');
          return { data: licence };
        },
        async getMany(params: GetManyParams) {
          const wanted = new Set(params.ids.map(String));
          return { data: (await all()).filter((pool) => wanted.has(pool.id)) };
        },
      },
    },
    methods: {
      assignSeats: (id: string, body: LicenceUsersRequest) => seats(id, 'assign', body),
      revokeSeats: (id: string, body: LicenceUsersRequest) => seats(id, 'revoke', body),
    },
  };
};

export type LicencesDataProvider = DataProviderWith<ReturnType<typeof licencesData>['methods']>;
