/** A banner as the home page shows it (`POST cmsapi/banner/search`). */
export interface BannerResponse {
  id: string;
  titleEn: string;
  titleTh: string;
  subtitleEn: string;
  subtitleTh: string;
  imageUrlEn: string | null;
  imageUrlTh: string | null;
  linkUrl: string | null;
}

/** A curated shelf (`POST cmsapi/choice/search`): the app reads its courses with `customFilter.ids`. */
export interface ChoiceResponse {
  id: string;
  titleEn: string;
  titleTh: string;
  courseIds: string[];
}

export interface BannerSearchResponse {
  data: BannerResponse[];
}

export interface ChoiceSearchResponse {
  data: ChoiceResponse[];
}
