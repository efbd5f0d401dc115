import type { CreateParams, GetListParams, GetManyParams, GetOneParams, UpdateParams } from 'react-admin';
import type { OwnWrites } from '../dataProvider/own-writes';
import { matchesSearch, pageLocally } from '../dataProvider/page-locally';

/**
 * One storefront list (every record, inactive ones too, in the home page's order): small, so searched and paged
 * here; each record is authored whole through `POST` (new) and `PUT {id}`.
 */
export function authored<R extends { id: string; title: { en: string; th: string }; active: boolean }, B>(
  api: OwnWrites,
  base: string,
  request: (record: Partial<R>) => B,
) {
  const all = async () => (await api.get<{ data: R[] }>(`${base}/admin`)).data;
  const one = async (id: string) => {
    const found = (await all()).find((record) => record.id === id);
    if (!found) throw new Error('ra.notification.item_doesnt_exist');
    return found;
  };
  return {
    async getList(params: GetListParams) {
      const { q, active } = (params.filter ?? {}) as { q?: string; active?: boolean };
      const found = (await all()).filter((r) => matchesSearch(q, [r.id, r.title.en, r.title.th]) && (active === undefined || r.active === active));
      return pageLocally(found, { ...params, sort: params.sort ?? { field: 'order', order: 'ASC' } });
    },
    async getOne(params: GetOneParams) {
      return { data: await one(String(params.id)) };
    },
    async getMany(params: GetManyParams) {
      const ids = params.ids.map(String);
      return { data: (await all()).filter((record) => ids.includes(record.id)) };
    },
    async create(params: CreateParams<R>) {
      const data = params.data as Partial<R>;
      await api.command(base, 'POST', request(data));
      return { data: await one(data.id!) };
    },
    async update(params: UpdateParams<R>) {
      const id = String(params.id);
      await api.command(
        `${base}/${encodeURIComponent(id)}`,
        'PUT',
        request({ ...(params.previousData as Partial<R>), ...(params.data as Partial<R>), id } as Partial<R>),
      );
      return { data: await one(id) };
    },
  };
}
