import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { retryUnlessRefused } from '../dataProvider/server-errors';
import { useNotifyServerError } from '../dataProvider/use-notify-server-error';
import type { OrganisationsDataProvider } from '../organisations/organisations.data-provider';
import type { AuditDataProvider } from './audit.data-provider';

/** The audit asks as of an instant; the organisation's cost centres and licence pools are what it asks about. */
type AuditReads = AuditDataProvider & OrganisationsDataProvider;

/** One audit answer: read through the data provider, its failure notified with the server's message. */
function useAuditQuery<T>(key: readonly unknown[], read: (provider: AuditReads) => Promise<T>, enabled = true) {
  const dataProvider = useDataProvider<AuditReads>();
  const query = useQuery({
    queryKey: ['audit', ...key],
    queryFn: () => read(dataProvider),
    enabled,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });
  useNotifyServerError(query.error);
  return query;
}

/** Today's cost centres of the organisation: which ledgers there are to read. */
export const useCostCentreChoices = (orgId: string) => useAuditQuery(['cost-centres', orgId], (provider) => provider.getCostCentres(orgId), Boolean(orgId));

/** Today's licence pools of the organisation: which pools there are to read as of the instant. */
export const useLicencePools = (orgId: string) => useAuditQuery(['licences', orgId], (provider) => provider.getLicences(orgId), Boolean(orgId));

export const useBalanceAsOf = (costCentreId: string, asOf: string) =>
  useAuditQuery(['balance', costCentreId, asOf], (provider) => provider.getBalanceAsOf(costCentreId, asOf));

export const useLedgerAsOf = (costCentreId: string, asOf: string, page: number, perPage: number) =>
  useAuditQuery(['ledger', costCentreId, asOf, page, perPage], (provider) => provider.getLedgerAsOf(costCentreId, asOf, page * perPage, perPage));

export const usePurchasesAsOf = (userId: string, asOf: string) =>
  useAuditQuery(['purchases', userId, asOf], (provider) => provider.getPurchasesAsOf(userId, asOf), Boolean(userId));
