import { Global, Module } from '@nestjs/common';
import { FREE_ENROLMENT } from '../kernel/enrolment/free-enrolment.port.js';
import { CommerceWorkflows } from './commerce-workflows.js';
import { OpenChargeEffect } from './checkout/open-charge.effect.js';
import { ChargeSavedCardEffect } from './membership/charge-saved-card.effect.js';
import { RecordTaxInvoiceBuyerHandler } from './receipts/record-tax-invoice-buyer/record-tax-invoice-buyer.handler.js';
import { SendReceiptMailEffect } from './receipts/send-receipt-mail.effect.js';
import { RefundTrainingSeatEffect } from './training/refund-training-seat.effect.js';
import { TaxInvoiceHttpController } from './receipts/tax-invoice.http.controller.js';
import { CartHttpController } from './cart/cart.http.controller.js';
import { ChangeCartHandler } from './cart/change-cart/change-cart.handler.js';
import { GetCartHandler } from './cart/get-cart/get-cart.handler.js';
import { EnrollFreeHandler } from './checkout/enroll-free/enroll-free.handler.js';
import { RefundOrderHandler } from './orders/refund-order/refund-order.handler.js';
import { RecordPaymentHandler } from './checkout/record-payment/record-payment.handler.js';
import { StartCheckoutHandler } from './checkout/start-checkout/start-checkout.handler.js';
import { GetOrderHandler } from './orders/get-order/get-order.handler.js';
import { AdminOrdersHttpController } from './orders/admin-orders.http.controller.js';
import { GetAdminOrderHandler } from './orders/get-admin-order/get-admin-order.handler.js';
import { SearchOrdersHandler } from './orders/search-orders/search-orders.handler.js';
import { ListReceiptsHandler } from './orders/list-receipts/list-receipts.handler.js';
import { FreeEnrolment } from './checkout/enroll-free/free-enrolment.js';
import { PaymentWebhooksHttpController } from './payments/payment-webhooks.http.controller.js';
import { PaymentsHttpController } from './payments/payments.http.controller.js';
import { SandboxPayHttpController } from './payments/sandbox-pay.http.controller.js';
import { ApplyVoucherHandler } from './vouchers/apply-voucher/apply-voucher.handler.js';
import { CreateVoucherHandler } from './vouchers/create-voucher/create-voucher.handler.js';
import { DeactivateVoucherHandler } from './vouchers/deactivate-voucher/deactivate-voucher.handler.js';
import { GetVoucherHandler } from './vouchers/get-voucher/get-voucher.handler.js';
import { SearchVouchersHandler } from './vouchers/search-vouchers/search-vouchers.handler.js';
import { VouchersHttpController } from './vouchers/vouchers.http.controller.js';
import { VouchersSeeder } from './vouchers/vouchers.seeder.js';
import { ChangeMembershipHandler } from './membership/change-membership/change-membership.handler.js';
import { GetMembershipHandler } from './membership/get-membership/get-membership.handler.js';
import { MembershipHttpController } from './membership/membership.http.controller.js';
import { SaveCardHandler } from './membership/save-card/save-card.handler.js';
import { ChangeWishlistHandler } from './wishlist/change-wishlist/change-wishlist.handler.js';
import { WishlistHttpController } from './wishlist/wishlist.http.controller.js';

/**
 * Commerce: cart, wishlist, vouchers, checkout with the payment provider, entitlements, receipts, refunds and membership.
 * Global only to lend free enrolment (FREE_ENROLMENT) to corporate's enrolment route, which may not import it.
 */
@Global()
@Module({
  controllers: [
    CartHttpController,
    WishlistHttpController,
    PaymentsHttpController,
    PaymentWebhooksHttpController,
    SandboxPayHttpController,
    VouchersHttpController,
    MembershipHttpController,
    TaxInvoiceHttpController,
    AdminOrdersHttpController,
  ],
  providers: [
    CommerceWorkflows,
    ChargeSavedCardEffect,
    OpenChargeEffect,
    SendReceiptMailEffect,
    RefundTrainingSeatEffect,
    ChangeCartHandler,
    GetCartHandler,
    ChangeWishlistHandler,
    StartCheckoutHandler,
    RecordPaymentHandler,
    EnrollFreeHandler,
    FreeEnrolment,
    { provide: FREE_ENROLMENT, useExisting: FreeEnrolment },
    RefundOrderHandler,
    GetOrderHandler,
    GetAdminOrderHandler,
    SearchOrdersHandler,
    ListReceiptsHandler,
    RecordTaxInvoiceBuyerHandler,
    CreateVoucherHandler,
    DeactivateVoucherHandler,
    ApplyVoucherHandler,
    SearchVouchersHandler,
    GetVoucherHandler,
    VouchersSeeder,
    SaveCardHandler,
    ChangeMembershipHandler,
    GetMembershipHandler,
  ],
  exports: [FREE_ENROLMENT],
})
export class CommerceModule {}
