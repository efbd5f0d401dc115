import type { CategoryResponse } from '@khru/contracts';
import type { GetListParams, GetListResult } from 'react-admin';

/** Categories come from the catalogue's public endpoint; the list is small, so it is sorted and paged here. */
export async function getCategoryList(fetchJson: (url: string) => Promise<{ json: unknown }>, params: GetListParams): Promise<GetListResult<CategoryResponse>> {
  const { json } = await fetchJson('/api/coursesapi/category');
  const all = (json as { data: CategoryResponse[] }).data.filter((c) => c.id !== 'all-categories');
  const { field, order } = params.sort ?? { field: 'nameEn', order: 'ASC' };
  const sorted = [...all].sort((a, b) => {
    const left = String(a[field as keyof CategoryResponse] ?? '');
    const right = String(b[field as keyof CategoryResponse] ?? '');
    return order === 'ASC' ? left.localeCompare(right) : right.localeCompare(left);
  });
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
}
