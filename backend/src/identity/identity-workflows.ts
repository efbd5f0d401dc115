import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkflowRegistry } from '../kernel/workflows/workflow-registry.js';
import { emailClaimExpiryWorkflow } from './email-claims/email-claim-expiry.workflow.js';
import { employeeAccountsWorkflow } from './employee-accounts/employee-accounts.workflow.js';

/** The identity workflows, run on the feed by the kernel's leader. */
@Injectable()
export class IdentityWorkflows implements OnModuleInit {
  constructor(private readonly registry: WorkflowRegistry) {}

  onModuleInit(): void {
    this.registry.register(emailClaimExpiryWorkflow);
    this.registry.register(employeeAccountsWorkflow);
  }
}
