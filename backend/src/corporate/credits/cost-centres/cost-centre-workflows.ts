import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkflowRegistry } from '../../../kernel/workflows/workflow-registry.js';
import { creditExpiryWorkflow } from './credit-expiry.workflow.js';
import { creditTransferWorkflow } from './credit-transfer.workflow.js';

/** The cost centres' workflows, run on the feed by the kernel's leader. */
@Injectable()
export class CostCentreWorkflows implements OnModuleInit {
  constructor(private readonly registry: WorkflowRegistry) {}

  onModuleInit(): void {
    this.registry.register(creditTransferWorkflow);
    this.registry.register(creditExpiryWorkflow);
  }
}
