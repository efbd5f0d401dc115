import type { CURRENCY } from '../constants/business.js';
import type { BundlePricing } from './bundle.response.js';

/** One course's price as the storefront shows it: whole baht, in effect now. */
export interface CoursePricing {
  courseId: string;
  price: number;
  currency: typeof CURRENCY;
}

/**
 * `POST pricingapi/pricing/client` with `{ courses: [ids] }` and/or `{ bundles: [ids] }`: prices keyed
 * by id (unknown ids are left out); each map is present when its list was asked for.
 */
export interface PricingClientResponse {
  coursesPricing?: Record<string, CoursePricing>;
  bundlesPricing?: Record<string, BundlePricing>;
}
