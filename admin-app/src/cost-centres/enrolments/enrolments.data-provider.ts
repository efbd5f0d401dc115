import type { CreditEnrolmentDocument, Paged } from '@khru/contracts';
import type { GetListParams } from 'react-admin';
import type { OrganisationScope } from '../../employees/my-organisation';

/** An enrolment by credits as the organisation's list shows it. */
export type CreditEnrolmentRecord = Omit<CreditEnrolmentDocument, '_id'> & { id: string };

/** Recent enrolments by credits in the organisation (`orgsapi/organizations/{orgId}/enrolments`), newest first, paged by the server. */
export const enrolmentsData = ({ http, organisation }: OrganisationScope) => ({
  resources: {
    enrolments: {
      async getList(params: GetListParams) {
        const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
        const orgId = await organisation.orgId();
        const { json } = await http(`/api/orgsapi/organizations/${encodeURIComponent(orgId)}/enrolments?skip=${(page - 1) * perPage}&take=${perPage}`);
        const { items, total } = json as Paged<CreditEnrolmentRecord>;
        return { data: items, total };
      },
    },
  },
});
