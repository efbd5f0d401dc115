import { Module } from '@nestjs/common';
import { CartHttpController } from './cart/cart.http.controller.js';
import { ChangeCartHandler } from './cart/change-cart/change-cart.handler.js';
import { GetCartHandler } from './cart/get-cart/get-cart.handler.js';
import { ChangeWishlistHandler } from './wishlist/change-wishlist/change-wishlist.handler.js';
import { WishlistHttpController } from './wishlist/wishlist.http.controller.js';

/** Commerce: the cart and the wishlist so far; checkout, payments, entitlements and receipts join here. */
@Module({
  controllers: [CartHttpController, WishlistHttpController],
  providers: [ChangeCartHandler, GetCartHandler, ChangeWishlistHandler],
})
export class CommerceModule {}
