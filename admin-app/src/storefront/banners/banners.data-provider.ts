import type { AdminBannerResponse } from '@khru/contracts';
import type { BannerRequest } from '@khru/contracts/requests';
import type { DataProviderWith } from '../../dataProvider/combine-slices';
import type { OwnWrites } from '../../dataProvider/own-writes';
import { authored } from '../authored-list';

const BANNERS = '/api/cmsapi/banner';

/** A banner as its form edits it: the request's shape, so the server's field errors land under their inputs. */
export type BannerRecord = AdminBannerResponse;

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

/** The home page's banners and their order. */
export function bannersData(api: OwnWrites) {
  return {
    resources: { banners: authored<BannerRecord, BannerRequest>(api, BANNERS, bannerRequest) },
    methods: {
      /** Saves each banner whose place changed (the records in their new order carry their new `order`). */
      async reorderBanners(changed: BannerRecord[]): Promise<void> {
        // One after another: the last answer's position is then the latest, for the list read after.
        for (const banner of changed) await api.command(`${BANNERS}/${encodeURIComponent(banner.id)}`, 'PUT', bannerRequest(banner));
      },
    },
  };
}

export type BannersDataProvider = DataProviderWith<ReturnType<typeof bannersData>['methods']>;
