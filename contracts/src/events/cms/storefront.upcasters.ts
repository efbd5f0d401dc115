import { storedText } from '../../i18n/localized-text.js';
import type { OptionalText } from '../catalogue/course.upcasters.js';
import { upcaster, type Upcaster } from '../upcasting.js';
import type { BannerData, ChoiceData } from './storefront.events.js';

// Version 1 (until 2026-11-23): the input did not require a banner's title and subtitle, or a shelf's title.
export type BannerV1 = Omit<BannerData, 'title' | 'subtitle'> & { title?: OptionalText; subtitle?: OptionalText };
export type ChoiceV1 = Omit<ChoiceData, 'title'> & { title?: OptionalText };

const bannerV2 = (data: BannerV1): BannerData => ({ ...data, title: storedText(data.title), subtitle: storedText(data.subtitle) });
const choiceV2 = (data: ChoiceV1): ChoiceData => ({ ...data, title: storedText(data.title) });

export const STOREFRONT_UPCASTERS: readonly Upcaster[] = [
  upcaster('BannerDefined', 1, bannerV2),
  upcaster('BannerUpdated', 1, bannerV2),
  upcaster('ChoiceDefined', 1, choiceV2),
  upcaster('ChoiceUpdated', 1, choiceV2),
];
