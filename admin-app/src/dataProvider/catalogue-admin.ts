import type {
  AdminBundleSearchResponse,
  BundleAuthoringResponse,
  CategoryResponse,
  CommandAccepted,
  InstructorListResponse,
  InstructorResponse,
  JobFunctionResponse,
  JobFunctionsResponse,
  LocalizedText,
} from '@khru/contracts';
import type { AdminBundleSearchRequest, BundleRequest, CategoryRequest, InstructorRequest, JobFunctionRequest } from '@khru/contracts/requests';
import type { CreateParams, GetListParams, GetManyParams, GetOneParams, UpdateParams } from 'react-admin';
import type { HttpClient } from './http-client';
import { ownWrites } from './own-writes';
import { pageLocally } from './page-locally';

const BUNDLES = '/api/certificatesapi/bundles';
const CATEGORIES = '/api/coursesapi/category';
const JOB_FUNCTIONS = '/api/coursesapi/job-functions';
const INSTRUCTORS = '/api/coursesapi/instructor';
const at = (base: string, id: unknown) => `${base}/${encodeURIComponent(String(id))}`;

/** A bundle as its editor holds it (the authoring view: drafts too). */
export type BundleRecord = BundleAuthoringResponse;

/** A category in the request's shape (so field errors land under their inputs), with flat names for lists. */
export interface CategoryRecord {
  id: string;
  code: string;
  name: LocalizedText;
  nameEn: string;
  nameTh: string;
  imageUrl: string | null;
  subCategories: { id: string; name: LocalizedText; nameEn: string; nameTh: string }[];
}

/** A job function with its sub-functions in both languages; `order` is its place in the learner app's lists. */
export type JobFunctionRecord = JobFunctionResponse;

/** An instructor in the request's shape, with the headline and bio as both-language texts. */
export interface InstructorRecord {
  id: string;
  firstName: string;
  lastName: string;
  firstNameTh: string;
  lastNameTh: string;
  profileImageUrl: string | null;
  headline: LocalizedText;
  bio: LocalizedText;
}

export const categoryRecordOf = (c: CategoryResponse): CategoryRecord => ({
  id: c.id,
  code: c.code,
  name: { en: c.nameEn, th: c.nameTh },
  nameEn: c.nameEn,
  nameTh: c.nameTh,
  imageUrl: c.categoryImageUrl,
  subCategories: c.subCategories.map((s) => ({ id: s.id, name: { en: s.nameEn, th: s.nameTh }, nameEn: s.nameEn, nameTh: s.nameTh })),
});

const categoryRequest = (r: Partial<CategoryRecord>): CategoryRequest => ({
  id: r.id!,
  code: r.code!,
  name: r.name!,
  ...(r.imageUrl ? { imageUrl: r.imageUrl } : {}),
  subCategories: (r.subCategories ?? []).map((s) => ({ id: s.id, name: s.name })),
});

const instructorRecordOf = (i: InstructorResponse): InstructorRecord => ({
  id: i.id,
  firstName: i.firstName,
  lastName: i.lastName,
  firstNameTh: i.firstNameTh,
  lastNameTh: i.lastNameTh,
  profileImageUrl: i.profileImageUrl,
  headline: { en: i.headlineEn, th: i.headlineTh },
  bio: { en: i.bioEn, th: i.bioTh },
});

const instructorRequest = (r: Partial<InstructorRecord>): InstructorRequest => ({
  id: r.id!,
  firstName: r.firstName!,
  lastName: r.lastName!,
  firstNameTh: r.firstNameTh!,
  lastNameTh: r.lastNameTh!,
  ...(r.profileImageUrl ? { profileImageUrl: r.profileImageUrl } : {}),
  headline: r.headline!,
  bio: r.bio!,
});

const jobFunctionRequest = (r: Partial<JobFunctionRecord>): JobFunctionRequest => ({
  id: r.id!,
  name: r.name!,
  subFunctions: r.subFunctions ?? [],
  order: Number(r.order ?? 0),
});

const bundleRequest = (r: Partial<BundleRecord>): BundleRequest => ({
  id: r.id!,
  name: r.name!,
  description: r.description!,
  thumbnailUrl: { ...(r.thumbnailUrl?.en ? { en: r.thumbnailUrl.en } : {}), ...(r.thumbnailUrl?.th ? { th: r.thumbnailUrl.th } : {}) },
  isSingleCertificate: Boolean(r.isSingleCertificate),
  courseIds: r.courseIds ?? [],
  price: Number(r.price ?? 0),
});

/** The bundle search body for a page of the list and its filters (blank ones left out). */
export function bundleSearchBody(params: Pick<GetListParams, 'pagination' | 'filter' | 'sort'>): AdminBundleSearchRequest {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const { q, status, isSingleCertificate } = (params.filter ?? {}) as {
    q?: string;
    status?: AdminBundleSearchRequest['status'];
    isSingleCertificate?: boolean;
  };
  const sort = params.sort?.field === 'nameTh' || params.sort?.field === 'nameEn' || params.sort?.field === 'status' ? params.sort.field : 'created';
  return {
    ...(q?.trim() ? { search: q.trim() } : {}),
    ...(status ? { status } : {}),
    ...(typeof isSingleCertificate === 'boolean' ? { isSingleCertificate } : {}),
    sort,
    desc: (params.sort?.order ?? 'DESC') === 'DESC',
    skip: (page - 1) * perPage,
    take: perPage,
  };
}

const matches = (q: unknown, texts: string[]) => typeof q !== 'string' || !q.trim() || texts.some((t) => t.toLowerCase().includes(q.trim().toLowerCase()));

/** Bundles, categories, job functions and instructors for catalogue managers, each authored whole, read back after each save. */
export function catalogueAdminData(http: HttpClient) {
  const api = ownWrites(http);

  const bundle = (id: unknown) => api.get<BundleRecord>(`${at(BUNDLES, id)}/authoring`);
  const categories = async () => (await api.get<{ data: CategoryResponse[] }>(CATEGORIES)).data.filter((c) => c.id !== 'all-categories').map(categoryRecordOf);
  const category = async (id: unknown) => categoryRecordOf(await api.get<CategoryResponse>(at(CATEGORIES, id)));
  const jobFunction = (id: unknown) => api.get<JobFunctionRecord>(at(JOB_FUNCTIONS, id));
  /** Every job function with its authored order (the list answers names per language; each one's order comes from its own read). */
  const jobFunctions = async () => {
    const { jobFunctions: english } = await api.get<JobFunctionsResponse>(JOB_FUNCTIONS);
    return Promise.all(english.map((j) => jobFunction(j.id)));
  };
  const instructor = async (id: unknown) => instructorRecordOf(await api.get<InstructorResponse>(at(INSTRUCTORS, id)));

  return {
    resources: {
      bundles: {
        async getList(params: GetListParams) {
          const { data, totalCount } = await api.search<AdminBundleSearchResponse>(`${BUNDLES}/admin/search`, bundleSearchBody(params));
          return { data, total: totalCount };
        },
        async getOne(params: GetOneParams) {
          return { data: await bundle(params.id) };
        },
        async getMany(params: GetManyParams) {
          return { data: await Promise.all(params.ids.map(bundle)) };
        },
        async create(params: CreateParams<BundleRecord>) {
          const body = bundleRequest(params.data as Partial<BundleRecord>);
          await api.command(BUNDLES, 'POST', body);
          return { data: await bundle(body.id) };
        },
        async update(params: UpdateParams<BundleRecord>) {
          const { id: _id, price: _price, ...revision } = bundleRequest({ ...(params.data as Partial<BundleRecord>), id: String(params.id) });
          await api.command(at(BUNDLES, params.id), 'PUT', revision);
          return { data: await bundle(params.id) };
        },
      },
      categories: {
        async getList(params: GetListParams) {
          const { q } = (params.filter ?? {}) as { q?: string };
          const all = await categories();
          return pageLocally(
            all.filter((c) => matches(q, [c.code, c.nameEn, c.nameTh, ...c.subCategories.flatMap((s) => [s.nameEn, s.nameTh])])),
            params,
          );
        },
        async getOne(params: GetOneParams) {
          return { data: await category(params.id) };
        },
        async getMany(params: GetManyParams) {
          const ids = params.ids.map(String);
          return { data: (await categories()).filter((c) => ids.includes(c.id)) };
        },
        async create(params: CreateParams<CategoryRecord>) {
          const body = categoryRequest(params.data as Partial<CategoryRecord>);
          await api.command(CATEGORIES, 'POST', body);
          return { data: await category(body.id) };
        },
        async update(params: UpdateParams<CategoryRecord>) {
          await api.command(at(CATEGORIES, params.id), 'PUT', categoryRequest({ ...(params.data as Partial<CategoryRecord>), id: String(params.id) }));
          return { data: await category(params.id) };
        },
      },
      'job-functions': {
        async getList(params: GetListParams) {
          const { q } = (params.filter ?? {}) as { q?: string };
          const all = await jobFunctions();
          const found = all.filter((j) => matches(q, [j.id, j.name.en, j.name.th, ...j.subFunctions.flatMap((s) => [s.en, s.th])]));
          return pageLocally(found, { ...params, sort: params.sort ?? { field: 'order', order: 'ASC' } });
        },
        async getOne(params: GetOneParams) {
          return { data: await jobFunction(params.id) };
        },
        async getMany(params: GetManyParams) {
          return { data: await Promise.all(params.ids.map(jobFunction)) };
        },
        async create(params: CreateParams<JobFunctionRecord>) {
          const data = params.data as Partial<JobFunctionRecord>;
          // A new job function goes last unless the form says otherwise.
          const order = data.order ?? (await jobFunctions()).reduce((last, j) => Math.max(last, j.order + 1), 0);
          const body = jobFunctionRequest({ ...data, order });
          await api.command(JOB_FUNCTIONS, 'POST', body);
          return { data: await jobFunction(body.id) };
        },
        async update(params: UpdateParams<JobFunctionRecord>) {
          await api.command(at(JOB_FUNCTIONS, params.id), 'PUT', jobFunctionRequest({ ...(params.data as Partial<JobFunctionRecord>), id: String(params.id) }));
          return { data: await jobFunction(params.id) };
        },
      },
      instructors: {
        async getList(params: GetListParams) {
          const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
          const { q } = (params.filter ?? {}) as { q?: string };
          if (q?.trim()) {
            // The API pages but does not search: a search reads every instructor and filters here.
            const { data } = await api.get<InstructorListResponse>(`${INSTRUCTORS}?skip=0&take=100`);
            const found = data
              .map(instructorRecordOf)
              .filter((i) => matches(q, [i.firstName, i.lastName, i.firstNameTh, i.lastNameTh, i.headline.en, i.headline.th]));
            return pageLocally(found, params);
          }
          const { data, totalCount } = await api.get<InstructorListResponse>(`${INSTRUCTORS}?skip=${(page - 1) * perPage}&take=${perPage}`);
          return { data: data.map(instructorRecordOf), total: totalCount };
        },
        async getOne(params: GetOneParams) {
          return { data: await instructor(params.id) };
        },
        async getMany(params: GetManyParams) {
          return { data: await Promise.all(params.ids.map(instructor)) };
        },
        async create(params: CreateParams<InstructorRecord>) {
          const body = instructorRequest(params.data as Partial<InstructorRecord>);
          await api.command(INSTRUCTORS, 'POST', body);
          return { data: await instructor(body.id) };
        },
        async update(params: UpdateParams<InstructorRecord>) {
          await api.command(at(INSTRUCTORS, params.id), 'PUT', instructorRequest({ ...(params.data as Partial<InstructorRecord>), id: String(params.id) }));
          return { data: await instructor(params.id) };
        },
      },
    },
    methods: {
      publishBundle(id: string): Promise<CommandAccepted> {
        return api.command(`${at(BUNDLES, id)}/publish`, 'POST');
      },
      unpublishBundle(id: string): Promise<CommandAccepted> {
        return api.command(`${at(BUNDLES, id)}/unpublish`, 'POST');
      },
      /** Whole baht from `effectiveFrom` (now or later). */
      changeBundlePrice(id: string, price: number, effectiveFrom: string): Promise<CommandAccepted> {
        return api.command(`${at(BUNDLES, id)}/price`, 'POST', { price, effectiveFrom });
      },
      /** Saves each job function whose place changed (the records carry their new `order`), one after another. */
      async reorderJobFunctions(changed: JobFunctionRecord[]): Promise<void> {
        for (const j of changed) await api.command(at(JOB_FUNCTIONS, j.id), 'PUT', jobFunctionRequest(j));
      },
    },
  };
}
