import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkflowRegistry } from '../kernel/workflows/workflow-registry.js';
import { cartDecider, type CartCommand } from './cart/cart.decider.js';
import { checkoutWorkflow } from './checkout/checkout.workflow.js';
import { creditEnrolmentWorkflow } from './entitlements/credit-enrolment.workflow.js';
import { entitlementDecider, type EntitlementCommand } from './entitlements/entitlement.decider.js';
import { membershipDecider, type MembershipCommand } from './membership/membership.decider.js';
import { membershipRenewalWorkflow } from './membership/membership-renewal.workflow.js';
import { orderDecider, type OrderCommand } from './orders/order.decider.js';
import { receiptMailWorkflow } from './receipts/receipt-mail.workflow.js';
import { orderSettlementWorkflow } from './settlement/order-settlement.workflow.js';
import { trainingRefundsWorkflow } from './training/training-refunds.workflow.js';
import { trainingRosterDecider, type TrainingRosterCommand } from './training/training-roster.decider.js';
import { trainingSeatsWorkflow } from './training/training-seats.workflow.js';
import { voucherDecider, type VoucherCommand } from './vouchers/voucher.decider.js';

declare module '../kernel/workflows/workflow.js' {
  /** The commerce streams workflows send commands to. */
  interface StreamCommands {
    order: OrderCommand;
    entitlement: EntitlementCommand;
    cart: CartCommand;
    membership: MembershipCommand;
    voucher: VoucherCommand;
    trainingRoster: TrainingRosterCommand;
  }
}

/** The commerce workflows, run on the feed by the kernel's leader, and the deciders of the streams they send to. */
@Injectable()
export class CommerceWorkflows implements OnModuleInit {
  constructor(private readonly registry: WorkflowRegistry) {}

  onModuleInit(): void {
    this.registry.registerDecider('order', orderDecider);
    this.registry.registerDecider('entitlement', entitlementDecider);
    this.registry.registerDecider('cart', cartDecider);
    this.registry.registerDecider('membership', membershipDecider);
    this.registry.registerDecider('voucher', voucherDecider);
    this.registry.registerDecider('trainingRoster', trainingRosterDecider);
    this.registry.register(checkoutWorkflow);
    this.registry.register(orderSettlementWorkflow);
    this.registry.register(membershipRenewalWorkflow);
    this.registry.register(receiptMailWorkflow);
    this.registry.register(creditEnrolmentWorkflow);
    this.registry.register(trainingSeatsWorkflow);
    this.registry.register(trainingRefundsWorkflow);
  }
}
