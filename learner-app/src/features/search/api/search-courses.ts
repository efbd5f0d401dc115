import type { CourseSearchResponse } from '@khru/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { searchKeys } from './search-keys';

/** `query` is the results page's own query string (search, filters, sort, skip, take). */
export const searchCourses = (query: URLSearchParams) => api<CourseSearchResponse>(`searchapi/search/courses?${query}`);

export const useCourseSearch = (query: URLSearchParams) =>
  useQuery({ queryKey: searchKeys.courses(query), queryFn: () => searchCourses(query), placeholderData: keepPreviousData });
