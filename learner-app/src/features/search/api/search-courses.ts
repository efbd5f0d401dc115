import type { CourseSearchResponse } from '@khru/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `query` is the results page's own query string (search, filters, sort, skip, take). */
export const searchCourses = (query: URLSearchParams) => api<CourseSearchResponse>(`searchapi/search/courses?${query}`);

export const useCourseSearch = (query: URLSearchParams) =>
  useQuery({ queryKey: ['search', 'courses', query.toString()], queryFn: () => searchCourses(query), placeholderData: keepPreviousData });
