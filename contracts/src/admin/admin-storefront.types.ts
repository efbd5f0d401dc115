import type { BannerData, ChoiceData } from '../events/cms/storefront.events.js';

/** A banner as catalogue managers author it: inactive ones and those outside their window too. */
export interface AdminBannerResponse extends Omit<BannerData, 'bannerId'> {
  id: string;
}

/** A curated shelf as catalogue managers author it, inactive ones too. */
export interface AdminChoiceResponse extends Omit<ChoiceData, 'choiceId'> {
  id: string;
}

/** `GET cmsapi/banner/admin`: every banner, in the home page's order. */
export interface AdminBannerListResponse {
  data: AdminBannerResponse[];
  totalCount: number;
}

/** `GET cmsapi/choice/admin`: every shelf, in the home page's order. */
export interface AdminChoiceListResponse {
  data: AdminChoiceResponse[];
  totalCount: number;
}
