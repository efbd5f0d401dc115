import type { BundleResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const getBundle = (bundleId: string) => api<BundleResponse>(`certificatesapi/bundles/${encodeURIComponent(bundleId)}`);

export const useBundle = (bundleId: string) =>
  useQuery({ queryKey: catalogueKeys.bundle(bundleId), queryFn: () => getBundle(bundleId), retry: false, meta: { toastErrors: false } });
