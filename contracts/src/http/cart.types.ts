import type { CURRENCY } from '../constants/business.js';
import type { ItemRef } from '../events/commerce/cart.events.js';

/** One cart row as the cart page shows it (spec section 3: Cart item), priced now in whole baht. */
export interface CartItemResponse extends ItemRef {
  isCertificate: boolean;
  titleEn: string;
  titleTh: string;
  imageUrlEn: string | null;
  imageUrlTh: string | null;
  /** The instructor ("by"), for a course. */
  byEn: string | null;
  byTh: string | null;
  /** A bundle's courses, in order. */
  courses: { id: string; titleEn: string; titleTh: string }[];
  selected: boolean;
  price: number;
}

/** `GET paymentapi/cart`: rows still on sale, and the total of the selected ones. */
export interface CartResponse {
  items: CartItemResponse[];
  selectedTotal: number;
  currency: typeof CURRENCY;
}

/** Body of `POST paymentapi/cart`: items to add (a guest cart merged at login is the same call). */
export interface AddToCartRequestBody {
  items: ItemRef[];
}
