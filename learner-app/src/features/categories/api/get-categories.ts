import type { CategoryResponse } from '@khru/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getCategories = () => api<{ data: CategoryResponse[]; totalCount: number }>('coursesapi/category');

export const categoriesQueryOptions = () => queryOptions({ queryKey: ['categories'], queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
