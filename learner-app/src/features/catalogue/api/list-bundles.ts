import type { BundleListResponse, LoadOptions } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const listBundles = (loadOptions: LoadOptions) =>
  api<BundleListResponse>('certificatesapi/get-certificates/', { method: 'POST', body: JSON.stringify({ loadOptions }) });

export const useBundleList = (loadOptions: LoadOptions) =>
  useQuery({ queryKey: catalogueKeys.bundleList(loadOptions), queryFn: () => listBundles(loadOptions) });
