import type { HealthResponse } from '@khru/contracts';
import type { DataProviderWith } from '../dataProvider/combine-slices';
import type { OrganisationScope } from '../employees/my-organisation';

/** What the dashboard's cards ask: the platform's health, and the signed-in person's organisation. */
export const dashboardData = ({ organisation }: OrganisationScope) => ({
  methods: {
    async getHealth(): Promise<HealthResponse> {
      const response = await fetch('/api/health', { headers: { Accept: 'application/json' } });
      return (await response.json()) as HealthResponse;
    },
    getMyOrganisation: organisation.profile,
  },
});

export type DashboardDataProvider = DataProviderWith<ReturnType<typeof dashboardData>['methods']>;
