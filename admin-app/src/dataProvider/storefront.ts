import type { AdminBannerResponse, AdminChoiceResponse } from '@khru/contracts';
import type { BannerRequest, ChoiceRequest } from '@khru/contracts/requests';
import type { CreateParams, GetListParams, GetManyParams, GetOneParams, UpdateParams } from 'react-admin';
import type { HttpClient } from './http-client';
import { ownWrites, type OwnWrites } from './own-writes';
import { pageLocally } from './page-locally';

const BANNERS = '/api/cmsapi/banner';
const CHOICES = '/api/cmsapi/choice';

/** A banner as its form edits it: the request's shape, so the server's field errors land under their inputs. */
export type BannerRecord = AdminBannerResponse;
/** A curated shelf (the API calls it a choice). */
export type ShelfRecord = AdminChoiceResponse;

/** The request a banner form sends: blank images, link and window left out. */
export function bannerRequest(record: Partial<BannerRecord>): BannerRequest {
  const image = { ...(record.imageUrl?.en ? { en: record.imageUrl.en } : {}), ...(record.imageUrl?.th ? { th: record.imageUrl.th } : {}) };
  return {
    id: record.id!,
    title: record.title!,
    subtitle: record.subtitle!,
    ...(Object.keys(image).length > 0 ? { imageUrl: image } : {}),
    ...(record.linkUrl ? { linkUrl: record.linkUrl } : {}),
    order: Number(record.order ?? 0),
    active: Boolean(record.active),
    ...(record.startsAt ? { startsAt: new Date(record.startsAt).toISOString() } : {}),
    ...(record.endsAt ? { endsAt: new Date(record.endsAt).toISOString() } : {}),
  };
}

export function shelfRequest(record: Partial<ShelfRecord>): ChoiceRequest {
  return {
    id: record.id!,
    title: record.title!,
    courseIds: record.courseIds ?? [],
    order: Number(record.order ?? 0),
    active: Boolean(record.active),
  };
}

const matches = (q: unknown, texts: string[]) => typeof q !== 'string' || !q.trim() || texts.some((t) => t.toLowerCase().includes(q.trim().toLowerCase()));

/**
 * One storefront list (every record, inactive ones too, in the home page's order): small, so searched and paged
 * here; each record is authored whole through `POST` (new) and `PUT {id}`.
 */
function authored<R extends { id: string; title: { en: string; th: string }; active: boolean }, B>(
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
      const found = (await all()).filter((r) => matches(q, [r.id, r.title.en, r.title.th]) && (active === undefined || r.active === active));
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

/** The home page's banners and curated shelves for catalogue managers, and their order. */
export function storefrontData(http: HttpClient) {
  const api = ownWrites(http);
  const banners = authored<BannerRecord, BannerRequest>(api, BANNERS, bannerRequest);
  const shelves = authored<ShelfRecord, ChoiceRequest>(api, CHOICES, shelfRequest);
  return {
    resources: { banners, shelves },
    methods: {
      /** Saves each banner whose place changed (the records in their new order carry their new `order`). */
      async reorderBanners(changed: BannerRecord[]): Promise<void> {
        // One after another: the last answer's position is then the latest, for the list read after.
        for (const banner of changed) await api.command(`${BANNERS}/${encodeURIComponent(banner.id)}`, 'PUT', bannerRequest(banner));
      },
      async reorderShelves(changed: ShelfRecord[]): Promise<void> {
        for (const shelf of changed) await api.command(`${CHOICES}/${encodeURIComponent(shelf.id)}`, 'PUT', shelfRequest(shelf));
      },
    },
  };
}
