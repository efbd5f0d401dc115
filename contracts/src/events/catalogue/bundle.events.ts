import type { DomainEvent } from '../event.js';
import type { LocalizedText } from '../../i18n/localized-text.js';

/** A thumbnail per locale; either may be missing (the other language's is shown then). */
export interface LocalizedImage {
  en: string | null;
  th: string | null;
}

/** What a bundle is: its names, pictures, kind and the courses it holds, in order. */
export interface BundleDetailsData {
  bundleId: string;
  name: LocalizedText;
  description: LocalizedText;
  thumbnailUrl: LocalizedImage;
  /** A certificate for one course (exactly one course) rather than a bundle of several. */
  isSingleCertificate: boolean;
  courseIds: string[];
}

/** Stream `bundle-<id>`: one bundle or certificate bundle, from definition to publication, and its price over time. */
export type BundleDefined = DomainEvent<'BundleDefined', BundleDetailsData & { price: number }>;
export type BundleRevised = DomainEvent<'BundleRevised', BundleDetailsData>;
/** Whole baht; takes effect from `effectiveFrom` (which may be in the future). */
export type BundlePriceChanged = DomainEvent<'BundlePriceChanged', { bundleId: string; price: number; effectiveFrom: string }>;
export type BundlePublished = DomainEvent<'BundlePublished', { bundleId: string; at: string }>;
export type BundleUnpublished = DomainEvent<'BundleUnpublished', { bundleId: string; at: string }>;

export type BundleEvent = BundleDefined | BundleRevised | BundlePriceChanged | BundlePublished | BundleUnpublished;

export const BUNDLE_EVENT_TYPES = [
  'BundleDefined',
  'BundleRevised',
  'BundlePriceChanged',
  'BundlePublished',
  'BundleUnpublished',
] as const satisfies readonly BundleEvent['type'][];

export const bundleStream = (bundleId: string): string => `bundle-${bundleId}`;
