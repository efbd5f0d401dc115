import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { retryUnlessRefused } from '../dataProvider/server-errors';
import type { SupportDataProvider } from './support.data-provider';

export const SUPPORT_ADMINS_KEY = ['support', 'admins'] as const;

/** Who a conversation can be assigned to; read once and kept for a while (the team seldom changes). */
export function useSupportAdmins() {
  const dataProvider = useDataProvider<SupportDataProvider>();
  return useQuery({ queryKey: SUPPORT_ADMINS_KEY, queryFn: () => dataProvider.getSupportAdmins(), staleTime: 5 * 60_000, retry: retryUnlessRefused });
}
