import type { CourseListRequestBody, CourseListResponse } from '@khru/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export const listCourses = (body: CourseListRequestBody) =>
  api<CourseListResponse>('coursesapi/course/list-by-post', { method: 'POST', body: JSON.stringify(body) });

export const useCourseList = (body: CourseListRequestBody, enabled = true) =>
  useQuery({ queryKey: catalogueKeys.courseList(body), queryFn: () => listCourses(body), enabled });
