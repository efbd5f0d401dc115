import type { CategoryResponse, LocalizedText } from '@khru/contracts';
import type { CategoryRequest } from '@khru/contracts/requests';
import type { CreateParams, GetListParams, GetManyParams, GetOneParams, UpdateParams } from 'react-admin';
import type { OwnWrites } from '../../dataProvider/own-writes';
import { matchesSearch, pageLocally } from '../../dataProvider/page-locally';
import { at } from '../shared/record-path';

const CATEGORIES = '/api/coursesapi/category';

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

/** Categories with their sub-categories: few, so searched and paged here; authored whole. */
export function categoriesData(api: OwnWrites) {
  const categories = async () => (await api.get<{ data: CategoryResponse[] }>(CATEGORIES)).data.filter((c) => c.id !== 'all-categories').map(categoryRecordOf);
  const category = async (id: unknown) => categoryRecordOf(await api.get<CategoryResponse>(at(CATEGORIES, id)));
  return {
    resources: {
      categories: {
        async getList(params: GetListParams) {
          const { q } = (params.filter ?? {}) as { q?: string };
          const all = await categories();
          return pageLocally(
            all.filter((c) => matchesSearch(q, [c.code, c.nameEn, c.nameTh, ...c.subCategories.flatMap((s) => [s.nameEn, s.nameTh])])),
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
    },
  };
}
