import type { BundleDetailsData } from '../events/catalogue/bundle.events.js';
import type { PriceSchedule } from './price-schedule.js';

/** Collection `bundles`: one document per bundle or certificate bundle. */
export interface BundleDocument extends Omit<BundleDetailsData, 'bundleId'> {
  _id: string;
  status: 'draft' | 'published' | 'unpublished';
  created: string;
  publishedAt: string | null;
  /** When its last event was recorded (absent on documents from before it was kept: read `created`). */
  updatedAt?: string;
  priceSchedule: PriceSchedule;
  courseCount: number;
  /** Flattened names, for sorting and filtering by name. */
  nameEn: string;
  nameTh: string;
}

export const BUNDLES_COLLECTION = 'bundles';
