import type { BannerData, ChoiceData } from '../events/cms/storefront.events.js';

/** Collection `banners`: one document per banner. */
export interface BannerDocument extends Omit<BannerData, 'bannerId'> {
  _id: string;
}

/** Collection `choices`: one document per curated shelf. */
export interface ChoiceDocument extends Omit<ChoiceData, 'choiceId'> {
  _id: string;
}

export const BANNERS_COLLECTION = 'banners';
export const CHOICES_COLLECTION = 'choices';
