import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

/** Lists the API answers whole (an organisation's cost centres, licence pools): sorted and paged here. */
export function pageLocally<T extends RaRecord>(all: T[], params: GetListParams): GetListResult<T> {
  const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
  const value = (record: T) => record[field as keyof T];
  const sorted = [...all].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    const compared = typeof left === 'number' && typeof right === 'number' ? left - right : String(left ?? '').localeCompare(String(right ?? ''));
    return order === 'ASC' ? compared : -compared;
  });
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
}

/** Whether any of `texts` holds the search `q` (any case); a blank or missing search matches everything. */
export const matchesSearch = (q: unknown, texts: string[]): boolean =>
  typeof q !== 'string' || !q.trim() || texts.some((t) => t.toLowerCase().includes(q.trim().toLowerCase()));
