import type { AdminBundleSearchResponse, BundleAuthoringResponse, CommandAccepted } from '@khru/contracts';
import type { AdminBundleSearchRequest, BundleRequest } from '@khru/contracts/requests';
import type { CreateParams, GetListParams, GetManyParams, GetOneParams, UpdateParams } from 'react-admin';
import type { DataProviderWith } from '../../dataProvider/combine-slices';
import type { OwnWrites } from '../../dataProvider/own-writes';
import { at } from '../shared/record-path';

const BUNDLES = '/api/certificatesapi/bundles';

/** A bundle as its editor holds it (the authoring view: drafts too). */
export type BundleRecord = BundleAuthoringResponse;

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

/** Bundles for catalogue managers: searched and paged by the server, authored whole, published and priced. */
export function bundlesData(api: OwnWrites) {
  const bundle = (id: unknown) => api.get<BundleRecord>(`${at(BUNDLES, id)}/authoring`);
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
    },
  };
}

export type BundlesDataProvider = DataProviderWith<ReturnType<typeof bundlesData>['methods']>;
