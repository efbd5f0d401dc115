import { CURRENCY } from '../constants/business.js';

/** One course's price as the storefront shows it: whole baht, in effect now. */
export interface CoursePricing {
  courseId: string;
  price: number;
  currency: typeof CURRENCY;
}

/** `POST pricingapi/pricing/client` with `{ courses: [ids] }`: prices keyed by course id (unknown ids are left out). */
export interface PricingClientResponse {
  coursesPricing: Record<string, CoursePricing>;
}
