import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsNotEmpty, Matches, ValidateNested } from 'class-validator';
import { CART_MAX_ITEMS } from '../events/commerce/cart.events.js';
import { SLUG_PATTERN } from './catalogue.requests.js';

export class ItemRefInput {
  @IsNotEmpty() @Matches(SLUG_PATTERN) itemId!: string;
  @IsBoolean() isBundle!: boolean;
}

/** `POST paymentapi/cart` and `POST userprofileapi/user/{id}/add-wishlist` take items like this. */
export class AddToCartRequest {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(CART_MAX_ITEMS) @ValidateNested({ each: true }) @Type(() => ItemRefInput) items!: ItemRefInput[];
}

/** `POST paymentapi/cart/remove` and `.../remove-wishlist`: `{ids}`. */
export class RemoveItemsRequest {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(CART_MAX_ITEMS) @Matches(SLUG_PATTERN, { each: true }) ids!: string[];
}

/** `POST paymentapi/cart/select` (ours): tick or untick rows for checkout. */
export class SelectCartItemsRequest extends RemoveItemsRequest {
  @IsBoolean() selected!: boolean;
}
