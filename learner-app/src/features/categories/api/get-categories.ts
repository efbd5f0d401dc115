import type { CategoryResponse } from '@khru/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { categoryKeys } from './category-keys';

export const getCategories = () => api<{ data: CategoryResponse[]; totalCount: number }>('coursesapi/category');

export const categoriesQueryOptions = () => queryOptions({ queryKey: categoryKeys.all, queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
