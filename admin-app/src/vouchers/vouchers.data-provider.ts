import type { CommandAccepted, VoucherListResponse, VoucherResponse } from '@khru/contracts';
import type { CreateVoucherRequest, VoucherSearchRequest } from '@khru/contracts/requests';
import type { CreateParams, GetListParams, GetManyParams, GetOneParams } from 'react-admin';
import type { DataProviderWith } from '../dataProvider/combine-slices';
import type { HttpClient } from '../dataProvider/http-client';
import { ownWrites } from '../dataProvider/own-writes';

const VOUCHERS = '/api/pricingapi/voucher';
const voucher = (code: string) => `${VOUCHERS}/${encodeURIComponent(code)}`;

/** The list's filters: part of a code and the server's states. */
export interface VoucherFilter {
  q?: string;
  state?: VoucherSearchRequest['state'];
}

/** The search body for a page of the list (blank filters left out). */
export function voucherSearchBody(params: Pick<GetListParams, 'pagination' | 'filter'>): VoucherSearchRequest {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  const { q, state } = (params.filter ?? {}) as VoucherFilter;
  return { ...(q?.trim() ? { search: q.trim() } : {}), ...(state ? { state } : {}), skip: (page - 1) * perPage, take: perPage };
}

/** Vouchers for catalogue managers: found and paged by the server, keyed by their code, created and deactivated. */
export function vouchersData(http: HttpClient) {
  const api = ownWrites(http);
  const getOne = (code: string) => api.get<VoucherResponse>(voucher(code));
  return {
    resources: {
      vouchers: {
        async getList(params: GetListParams) {
          const { data, totalCount } = await api.search<VoucherListResponse>(`${VOUCHERS}/search`, voucherSearchBody(params));
          return { data, total: totalCount };
        },
        async getOne(params: GetOneParams) {
          return { data: await getOne(String(params.id)) };
        },
        async getMany(params: GetManyParams) {
          return { data: await Promise.all(params.ids.map((id) => getOne(String(id)))) };
        },
        async create(params: CreateParams<CreateVoucherRequest>) {
          await api.command(VOUCHERS, 'POST', params.data);
          return { data: await getOne(params.data.code!) };
        },
      },
    },
    methods: {
      /** No new use from now on; uses already held by orders stay. */
      deactivateVoucher(code: string): Promise<CommandAccepted> {
        return api.command(`${voucher(code)}/deactivate`, 'POST');
      },
    },
  };
}

export type VouchersDataProvider = DataProviderWith<ReturnType<typeof vouchersData>['methods']>;
