import type { BannerSearchResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const searchBanners = () => api<BannerSearchResponse>('cmsapi/banner/search', { method: 'POST', body: '{}' });

export const useBanners = () => useQuery({ queryKey: catalogueKeys.banners(), queryFn: searchBanners });
