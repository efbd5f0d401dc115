import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkflowRegistry } from '../../../kernel/workflows/workflow-registry.js';
import { costCentreDecider, type CostCentreCommand } from './cost-centre.decider.js';
import { creditExpiryWorkflow } from './credit-expiry.workflow.js';
import { creditTransferWorkflow } from './credit-transfer.workflow.js';

declare module '../../../kernel/workflows/workflow.js' {
  /** The cost centres, which workflows send transfers and expiries to. */
  interface StreamCommands {
    'cost-centre': CostCentreCommand;
  }
}

/** The cost centres' workflows, run on the feed by the kernel's leader, and the decider of the stream they send to. */
@Injectable()
export class CostCentreWorkflows implements OnModuleInit {
  constructor(private readonly registry: WorkflowRegistry) {}

  onModuleInit(): void {
    this.registry.registerDecider('cost-centre', costCentreDecider);
    this.registry.register(creditTransferWorkflow);
    this.registry.register(creditExpiryWorkflow);
  }
}
