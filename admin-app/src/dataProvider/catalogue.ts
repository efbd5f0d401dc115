import type { BundleListResponse, BundleResponse, CourseListResponse, LoadOptions } from '@khru/contracts';
import type { GetListParams, GetManyParams } from 'react-admin';
import type { HttpClient } from './http-client';

/** A published course or bundle as pickers and the credit-price list show it. */
export interface CatalogueItem {
  id: string;
  isBundle: boolean;
  nameEn: string;
  nameTh: string;
  /** Whole baht, in effect now. */
  price: number;
}

export type CatalogueResource = 'catalogue-courses' | 'catalogue-bundles';

export const CATALOGUE_RESOURCES: readonly CatalogueResource[] = ['catalogue-courses', 'catalogue-bundles'];

const COURSES = '/api/coursesapi/course/list-by-post';
const BUNDLES = '/api/certificatesapi/get-certificates';

/** The catalogue lists' own field names for the item's English and Thai names. */
const NAME_FIELDS: Record<CatalogueResource, { nameEn: string; nameTh: string }> = {
  'catalogue-courses': { nameEn: 'titleEn', nameTh: 'titleTh' },
  'catalogue-bundles': { nameEn: 'nameEn', nameTh: 'nameTh' },
};

const post = (http: HttpClient, url: string, body: unknown) => http(url, { method: 'POST', body: JSON.stringify(body) });

function loadOptions(resource: CatalogueResource, params: GetListParams): LoadOptions {
  const names = NAME_FIELDS[resource];
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
  async getList(resource: CatalogueResource, params: GetListParams) {
    const options = loadOptions(resource, params);
    if (resource === 'catalogue-courses') {
      const { json } = await post(http, COURSES, { loadOptions: options });
      return { data: fromCourses(json), total: (json as CourseListResponse).totalCount ?? 0 };
    }
    const { json } = await post(http, BUNDLES, { loadOptions: options });
    const { data, totalCount } = json as BundleListResponse;
    return { data: data.map(fromBundle), total: totalCount ?? 0 };
  },
  /** The chosen items by id (courses in one call; the bundle list cannot filter by id, so bundles one by one). */
  async getMany(resource: CatalogueResource, params: GetManyParams) {
    const ids = params.ids.map(String);
    if (ids.length === 0) return { data: [] };
    if (resource === 'catalogue-courses') {
      const { json } = await post(http, COURSES, { customFilter: { ids } });
      return { data: fromCourses(json) };
    }
    const bundles = await Promise.all(ids.map((id) => http(`/api/certificatesapi/bundles/${encodeURIComponent(id)}`)));
    return { data: bundles.map(({ json }) => fromBundle(json as BundleResponse)) };
  },
});

export const isCatalogueResource = (resource: string): resource is CatalogueResource => (CATALOGUE_RESOURCES as readonly string[]).includes(resource);
