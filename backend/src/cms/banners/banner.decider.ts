import type { BannerData } from '@khru/contracts';
import { authoredItemDecider } from '../../kernel/commands/authored-item.decider.js';

/** A banner's window must end after it starts. */
export const bannerProblems = (data: BannerData) =>
  data.startsAt && data.endsAt && Date.parse(data.endsAt) <= Date.parse(data.startsAt) ? [{ field: 'endsAt', code: 'BAD_REQUEST' as const }] : [];

export const bannerDecider = authoredItemDecider<
  { create: 'DefineBanner'; update: 'UpdateBanner'; created: 'BannerDefined'; updated: 'BannerUpdated' },
  BannerData
>({ create: 'DefineBanner', update: 'UpdateBanner', created: 'BannerDefined', updated: 'BannerUpdated' }, bannerProblems);

export type BannerCommand = ({ type: 'DefineBanner' } | { type: 'UpdateBanner' }) & BannerData;
