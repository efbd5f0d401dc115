import type { BundleListResponse, LoadOptions } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const listBundles = (loadOptions: LoadOptions) =>
  api<BundleListResponse>('certificatesapi/get-certificates/', { method: 'POST', body: JSON.stringify({ loadOptions }) });

export const useBundleList = (loadOptions: LoadOptions) => useQuery({ queryKey: ['bundles', 'list', loadOptions], queryFn: () => listBundles(loadOptions) });
