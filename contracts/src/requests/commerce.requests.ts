import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsOptional } from './is-optional.js';
import { IsDateString } from './is-date-string.js';
import { CART_MAX_ITEMS } from '../events/commerce/cart.events.js';
import { SLUG_PATTERN } from './catalogue.requests.js';
import { RequiredObject } from './required-object.js';

export class ItemRefInput {
  @IsNotEmpty() @Matches(SLUG_PATTERN) itemId!: string;
  @IsBoolean() isBundle!: boolean;
}

/** `POST paymentapi/cart` and `POST userprofileapi/user/{id}/add-wishlist` take items like this. */
export class AddToCartRequest {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(CART_MAX_ITEMS)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ItemRefInput)
  items!: ItemRefInput[];
}

/** `POST paymentapi/cart/remove` and `.../remove-wishlist`: `{ids}`. */
export class RemoveItemsRequest {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(CART_MAX_ITEMS) @Matches(SLUG_PATTERN, { each: true }) ids!: string[];
}

/** `POST paymentapi/cart/select` (ours): tick or untick rows for checkout. */
export class SelectCartItemsRequest extends RemoveItemsRequest {
  @IsBoolean() selected!: boolean;
}

/** Voucher codes: letters, digits and dashes (matched without regard to case). */
const VOUCHER_CODE = /^[A-Za-z0-9-]{3,40}$/;

/** Body of `POST paymentapi/payment`: the items to buy and an optional voucher; prices are the server's. */
export class PaymentRequest {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(CART_MAX_ITEMS)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ItemRefInput)
  items!: ItemRefInput[];
  @IsOptional() @Matches(VOUCHER_CODE) voucherCode?: string;
}

/** Body of `POST pricingapi/voucher/apply`. */
export class VoucherApplyRequest {
  @Matches(VOUCHER_CODE) voucherCode!: string;
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(CART_MAX_ITEMS)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => ItemRefInput)
  items!: ItemRefInput[];
}

export class VoucherDiscountInput {
  @IsIn(['percent', 'fixed']) kind!: 'percent' | 'fixed';
  @ValidateIf((d: VoucherDiscountInput) => d.kind === 'percent') @IsInt() @Min(1) @Max(100) percent?: number;
  @ValidateIf((d: VoucherDiscountInput) => d.kind === 'fixed') @IsInt() @Min(1) @Max(10_000_000) amount?: number;
}

/** Body of `POST pricingapi/voucher` (catalogue managers). */
export class CreateVoucherRequest {
  @Matches(VOUCHER_CODE) code!: string;
  @RequiredObject(() => VoucherDiscountInput) discount!: VoucherDiscountInput;
  @IsDateString() validFrom!: string;
  @IsDateString() validUntil!: string;
  @IsInt() @Min(1) @Max(1_000_000) usageLimit!: number;
  @IsInt() @Min(1) @Max(1_000_000) perUserLimit!: number;
  @IsOptional() @IsArray() @ArrayMaxSize(200) @Matches(SLUG_PATTERN, { each: true }) eligibleItemIds?: string[];
  @IsOptional() @IsArray() @ArrayMaxSize(50) @Matches(SLUG_PATTERN, { each: true }) eligibleCategoryIds?: string[];
}

/** Body of `POST pricingapi/voucher/search` (catalogue managers): part of a code, state, page. */
export class VoucherSearchRequest {
  @IsOptional() @IsString() @MaxLength(40) search?: string;
  @IsOptional() @IsIn(['active', 'inactive', 'expired']) state?: 'active' | 'inactive' | 'expired';
  @IsOptional() @IsInt() @Min(0) skip?: number;
  @IsOptional() @IsInt() @Min(1) @Max(100) take?: number;
}

/** Body of `POST paymentapi/admin/orders/search`: a receipt number, a learner (name or email), a day range, a status. */
export class AdminOrderSearchRequest {
  @IsOptional() @IsString() @MaxLength(40) receiptNo?: string;
  @IsOptional() @IsString() @MaxLength(200) learner?: string;
  @IsOptional() @IsDateString() from?: string;
  @IsOptional() @IsDateString() to?: string;
  @IsOptional() @IsIn(['placed', 'awaiting-payment', 'paid', 'failed', 'refunded', 'expired']) status?: string;
  @IsOptional() @IsInt() @Min(0) skip?: number;
  @IsOptional() @IsInt() @Min(1) @Max(100) take?: number;
}

/** Body of `POST paymentapi/orders/{id}/refund` (ours): why, optionally. */
export class RefundRequest {
  @IsOptional() @IsString() @MaxLength(500) reason?: string;
}

/** Body of `PUT paymentapi/orders/{id}/tax-invoice-buyer` (ours): the buyer named on the order's full tax invoice. */
export class TaxInvoiceBuyerRequest {
  @IsString() @IsNotEmpty() @MaxLength(200) name!: string;
  @IsString() @IsNotEmpty() @MaxLength(500) address!: string;
  /** The tax id's check digit is the order's rule (taxIdInvalid); here only its shape. */
  @IsString() @MaxLength(20) taxId!: string;
  @IsString() @MaxLength(10) branch!: string;
}
