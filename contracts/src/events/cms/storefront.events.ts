import type { DomainEvent } from '../event.js';
import type { LocalizedText } from '../../i18n/localized-text.js';
import type { LocalizedImage } from '../catalogue/bundle.events.js';

/** A home-page banner: shown while active and inside its (optional) window, in `order`. */
export interface BannerData {
  bannerId: string;
  title: LocalizedText;
  subtitle: LocalizedText;
  imageUrl: LocalizedImage;
  /** A path on this site the banner leads to. */
  linkUrl: string | null;
  order: number;
  active: boolean;
  startsAt: string | null;
  endsAt: string | null;
}

/** A curated shelf of courses on the home page ("our choices"), in `order`. */
export interface ChoiceData {
  choiceId: string;
  title: LocalizedText;
  courseIds: string[];
  order: number;
  active: boolean;
}

/** Stream `banner-<id>`. */
export type BannerDefined = DomainEvent<'BannerDefined', BannerData>;
export type BannerUpdated = DomainEvent<'BannerUpdated', BannerData>;
export type BannerEvent = BannerDefined | BannerUpdated;
export const BANNER_EVENT_TYPES = ['BannerDefined', 'BannerUpdated'] as const satisfies readonly BannerEvent['type'][];
export const bannerStream = (bannerId: string): string => `banner-${bannerId}`;

/** Stream `choice-<id>`. */
export type ChoiceDefined = DomainEvent<'ChoiceDefined', ChoiceData>;
export type ChoiceUpdated = DomainEvent<'ChoiceUpdated', ChoiceData>;
export type ChoiceEvent = ChoiceDefined | ChoiceUpdated;
export const CHOICE_EVENT_TYPES = ['ChoiceDefined', 'ChoiceUpdated'] as const satisfies readonly ChoiceEvent['type'][];
export const choiceStream = (choiceId: string): string => `choice-${choiceId}`;
