import {
  ADMIN_COURSE_SORTS,
  type AdminCourseSearchResponse,
  type AdminCourseSort,
  type CategoryResponse,
  type CommandAccepted,
  type CourseAuthoringResponse,
  type CourseTestDefinitionResponse,
  type DefineCourseTestRequestBody,
  type InstructorListResponse,
  type InstructorResponse,
  type JobFunctionsResponse,
  type SectionData,
} from '@khru/contracts';
import type { AdminCourseSearchRequest, DraftCourseRequest, ReviseCourseRequest } from '@khru/contracts/requests';
import { HttpError, type CreateParams, type GetListParams, type GetManyParams, type GetOneParams, type UpdateParams } from 'react-admin';
import type { DataProviderWith } from '../dataProvider/combine-slices';
import type { HttpClient } from '../dataProvider/http-client';
import { readingOwnWrites } from '../dataProvider/read-own-writes';
import { withFieldErrors } from '../dataProvider/server-errors';
import { announcementsData } from './announcements/announcements.data-provider';
import type { CourseFilter } from './course-record';

const COURSES = '/api/coursesapi/course';
const isSort = (field: string): field is AdminCourseSort => (ADMIN_COURSE_SORTS as readonly string[]).includes(field);
const course = (id: string) => `${COURSES}/${encodeURIComponent(id)}`;

/** What the details form holds: the draft request without its curriculum (a new course starts empty). */
export type CourseDetailsInput = Omit<DraftCourseRequest, 'curriculum'>;

/** The details a revision sends: everything but the id, the price and the curriculum, which change on their own. */
const revision = (input: Partial<CourseDetailsInput>): ReviseCourseRequest => ({
  title: input.title!,
  description: input.description!,
  categoryId: input.categoryId!,
  instructorId: input.instructorId!,
  ...(input.thumbnailUrl ? { thumbnailUrl: input.thumbnailUrl } : {}),
  ...(input.subCategoryId ? { subCategoryId: input.subCategoryId } : {}),
  ...(input.jobFunctionId ? { jobFunctionId: input.jobFunctionId } : {}),
  ...(input.trainingStartsAt ? { trainingStartsAt: new Date(input.trainingStartsAt).toISOString() } : {}),
});

/**
 * Every course, drafts included, for catalogue managers: searched and paged by the server, authored through the
 * course's commands; each command's answer is read back before the next read (read-your-writes). Announcements go
 * to the course's learners on their own.
 */
export function coursesData(client: HttpClient) {
  const http = readingOwnWrites(client);
  const post = (url: string, body: unknown) => http(url, { method: 'POST', body: JSON.stringify(body) });
  const getOne = async (id: string) => (await http(`${course(id)}/authoring`)).json as CourseAuthoringResponse;
  return {
    resources: {
      courses: {
        async getList(params: GetListParams) {
          const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
          const { q, status, categoryId } = (params.filter ?? {}) as CourseFilter;
          const { field, order } = params.sort ?? { field: 'created', order: 'DESC' };
          const body: AdminCourseSearchRequest = {
            ...(q?.trim() ? { search: q.trim() } : {}),
            ...(status ? { status } : {}),
            ...(categoryId ? { categoryId } : {}),
            ...(isSort(field) ? { sort: field, desc: order === 'DESC' } : {}),
            skip: (page - 1) * perPage,
            take: perPage,
          };
          const { json } = await post(`${COURSES}/admin/search`, body);
          const { data, totalCount } = json as AdminCourseSearchResponse;
          return { data, total: totalCount };
        },
        async getOne(params: GetOneParams) {
          return { data: await getOne(String(params.id)) };
        },
        async getMany(params: GetManyParams) {
          return { data: await Promise.all(params.ids.map((id) => getOne(String(id)))) };
        },
        async create(params: CreateParams<CourseDetailsInput>) {
          const input = params.data as CourseDetailsInput;
          const body: DraftCourseRequest = {
            ...revision(input),
            id: input.id,
            price: Number(input.price),
            curriculum: [],
          };
          await withFieldErrors(post(COURSES, body));
          return { data: await getOne(input.id) };
        },
        async update(params: UpdateParams<CourseAuthoringResponse>) {
          const id = String(params.id);
          await withFieldErrors(http(course(id), { method: 'PUT', body: JSON.stringify(revision(params.data as Partial<CourseDetailsInput>)) }));
          return { data: await getOne(id) };
        },
      },
    },
    methods: {
      ...announcementsData(client).methods,
      async publishCourse(id: string): Promise<CommandAccepted> {
        return (await post(`${course(id)}/publish`, {})).json as CommandAccepted;
      },
      async unpublishCourse(id: string): Promise<CommandAccepted> {
        return (await post(`${course(id)}/unpublish`, {})).json as CommandAccepted;
      },
      /** A public training called off: every paid seat is refunded in full. */
      async cancelTraining(id: string, reason: string): Promise<CommandAccepted> {
        return (await post(`${course(id)}/training/cancel`, { reason })).json as CommandAccepted;
      },
      /** A public training moved to `startsAt` (an instant): every paid seat is refunded in full, and it stays on sale. */
      async postponeTraining(id: string, startsAt: string, reason: string): Promise<CommandAccepted> {
        return (await post(`${course(id)}/training/postpone`, { startsAt, reason })).json as CommandAccepted;
      },
      async setCourseHighlight(id: string, isHighlight: boolean): Promise<CommandAccepted> {
        return (await post(`${course(id)}/highlight`, { isHighlight })).json as CommandAccepted;
      },
      /** Whole baht from `effectiveFrom` (now or later). */
      async changeCoursePrice(id: string, price: number, effectiveFrom: string): Promise<CommandAccepted> {
        return (await post(`${course(id)}/price`, { price, effectiveFrom })).json as CommandAccepted;
      },
      /** Replaces every section and lesson, in order. */
      async reviseCurriculum(id: string, curriculum: SectionData[]): Promise<CommandAccepted> {
        const { json } = await http(`${course(id)}/curriculum`, { method: 'PUT', body: JSON.stringify({ curriculum }) });
        return json as CommandAccepted;
      },
      /** The course's final test with its answer key, or null while none is defined. */
      async getCourseTest(id: string): Promise<CourseTestDefinitionResponse | null> {
        try {
          return (await http(`${course(id)}/test`)).json as CourseTestDefinitionResponse;
        } catch (error) {
          if (error instanceof HttpError && error.status === 404) return null;
          throw error;
        }
      },
      async defineCourseTest(id: string, test: DefineCourseTestRequestBody): Promise<CommandAccepted> {
        const { json } = await http(`${course(id)}/test`, { method: 'PUT', body: JSON.stringify(test) });
        return json as CommandAccepted;
      },
      /** Categories with their sub-categories (the default "all categories" entry is no place for a course). */
      async getCourseCategories(): Promise<CategoryResponse[]> {
        const { json } = await http('/api/coursesapi/category');
        return (json as { data: CategoryResponse[] }).data.filter((c) => c.id !== 'all-categories');
      },
      async getCourseInstructors(): Promise<InstructorResponse[]> {
        const { json } = await http('/api/coursesapi/instructor?take=100');
        return (json as InstructorListResponse).data;
      },
      async getCourseJobFunctions(): Promise<JobFunctionsResponse> {
        return (await http('/api/coursesapi/job-functions')).json as JobFunctionsResponse;
      },
    },
  };
}

export type CoursesDataProvider = DataProviderWith<ReturnType<typeof coursesData>['methods']>;
