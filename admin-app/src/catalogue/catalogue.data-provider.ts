import type { BundleListResponse, BundleResponse, CourseListResponse, LoadOptions } from '@khru/contracts';
import type { GetListParams, GetManyParams } from 'react-admin';
import type { HttpClient } from '../dataProvider/http-client';

/** A published course or bundle as pickers and the credit-price list show it. */
export interface CatalogueItem {
  id: string;
  isBundle: boolean;
  nameEn: string;
  nameTh: string;
  /** Whole baht, in effect now. */
  price: number;
}

const COURSES = '/api/coursesapi/course/list-by-post';
const BUNDLES = '/api/certificatesapi/get-certificates';

/** The catalogue lists' own field names for the item's English and Thai names. */
const COURSE_NAMES = { nameEn: 'titleEn', nameTh: 'titleTh' };
const BUNDLE_NAMES = { nameEn: 'nameEn', nameTh: 'nameTh' };

const post = (http: HttpClient, url: string, body: unknown) => http(url, { method: 'POST', body: JSON.stringify(body) });

function loadOptions(names: { nameEn: string; nameTh: string }, params: GetListParams): LoadOptions {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const { field, order } = params.sort ?? { field: 'nameEn', order: 'ASC' };
  const q = typeof params.filter?.q === 'string' ? params.filter.q.trim() : '';
  return {
    skip: (page - 1) * perPage,
    take: perPage,
    requireTotalCount: true,
    sort: [{ selector: field === 'nameTh' ? names.nameTh : names.nameEn, desc: order === 'DESC' }],
    ...(q ? { filter: [[names.nameEn, 'contains', q], 'or', [names.nameTh, 'contains', q]] } : {}),
  };
}

const fromCourses = (json: unknown): CatalogueItem[] =>
  (json as CourseListResponse).data.map((c) => ({
    id: c.id,
    isBundle: false,
    nameEn: c.courseMetadata.titleEn,
    nameTh: c.courseMetadata.titleTh,
    price: c.price,
  }));

const fromBundle = (b: Pick<BundleResponse, 'id' | 'nameEn' | 'nameTh' | 'price'>): CatalogueItem => ({
  id: b.id,
  isBundle: true,
  nameEn: b.nameEn,
  nameTh: b.nameTh,
  price: b.price,
});

/** Published courses and bundles from the storefront's list endpoints, searched by name in either language. */
export const catalogueData = (http: HttpClient) => ({
  resources: {
    'catalogue-courses': {
      async getList(params: GetListParams) {
        const { json } = await post(http, COURSES, { loadOptions: loadOptions(COURSE_NAMES, params) });
        return { data: fromCourses(json), total: (json as CourseListResponse).totalCount ?? 0 };
      },
      /** The chosen courses by id, in one call. */
      async getMany(params: GetManyParams) {
        const ids = params.ids.map(String);
        if (ids.length === 0) return { data: [] };
        const { json } = await post(http, COURSES, { customFilter: { ids } });
        return { data: fromCourses(json) };
      },
    },
    'catalogue-bundles': {
      async getList(params: GetListParams) {
        const { json } = await post(http, BUNDLES, { loadOptions: loadOptions(BUNDLE_NAMES, params) });
        const { data, totalCount } = json as BundleListResponse;
        return { data: data.map(fromBundle), total: totalCount ?? 0 };
      },
      /** The chosen bundles by id (the bundle list cannot filter by id, so one by one). */
      async getMany(params: GetManyParams) {
        const ids = params.ids.map(String);
        if (ids.length === 0) return { data: [] };
        const bundles = await Promise.all(ids.map((id) => http(`/api/certificatesapi/bundles/${encodeURIComponent(id)}`)));
        return { data: bundles.map(({ json }) => fromBundle(json as BundleResponse)) };
      },
    },
  },
});
