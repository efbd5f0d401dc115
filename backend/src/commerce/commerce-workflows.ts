import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkflowRegistry } from '../kernel/workflows/workflow-registry.js';
import { creditEnrolmentWorkflow } from './entitlements/credit-enrolment.workflow.js';
import { membershipRenewalWorkflow } from './membership/membership-renewal.workflow.js';
import { receiptMailWorkflow } from './receipts/receipt-mail.workflow.js';
import { orderSettlementWorkflow } from './settlement/order-settlement.workflow.js';

/** The commerce workflows, run on the feed by the kernel's leader. */
@Injectable()
export class CommerceWorkflows implements OnModuleInit {
  constructor(private readonly registry: WorkflowRegistry) {}

  onModuleInit(): void {
    this.registry.register(orderSettlementWorkflow);
    this.registry.register(membershipRenewalWorkflow);
    this.registry.register(receiptMailWorkflow);
    this.registry.register(creditEnrolmentWorkflow);
  }
}
