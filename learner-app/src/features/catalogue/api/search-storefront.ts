import type { BannerSearchResponse, ChoiceSearchResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const searchBanners = () => api<BannerSearchResponse>('cmsapi/banner/search', { method: 'POST', body: '{}' });
export const searchChoices = () => api<ChoiceSearchResponse>('cmsapi/choice/search', { method: 'POST', body: '{}' });

export const useBanners = () => useQuery({ queryKey: ['storefront', 'banners'], queryFn: searchBanners });
export const useChoices = () => useQuery({ queryKey: ['storefront', 'choices'], queryFn: searchChoices });
