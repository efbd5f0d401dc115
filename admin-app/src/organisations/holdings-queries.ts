import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { retryUnlessRefused } from '../dataProvider/server-errors';
import { useNotifyServerError } from '../dataProvider/use-notify-server-error';
import type { OrganisationsDataProvider } from './organisations.data-provider';

/**
 * An organisation's cost centres or licence pools. After a change, `readAfter(position)` reads them again once
 * the read model has that change, so the admin sees their own write.
 */
function useHolding<T>(kind: 'cost-centres' | 'licences', orgId: string, read: (provider: OrganisationsDataProvider, after: string | null) => Promise<T[]>) {
  const dataProvider = useDataProvider<OrganisationsDataProvider>();
  const [after, readAfter] = useState<string | null>(null);
  const query = useQuery({ queryKey: ['organisations', orgId, kind, after], queryFn: () => read(dataProvider, after), retry: retryUnlessRefused });
  useNotifyServerError(query.error);
  return { ...query, readAfter };
}

export const useCostCentres = (orgId: string) => useHolding('cost-centres', orgId, (provider, after) => provider.getCostCentres(orgId, after));

export const useLicences = (orgId: string) => useHolding('licences', orgId, (provider, after) => provider.getLicences(orgId, after));
