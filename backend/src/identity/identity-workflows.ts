import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkflowRegistry } from '../kernel/workflows/workflow-registry.js';
import { accountOpeningWorkflow } from './email-claims/account-opening.workflow.js';
import { emailClaimDecider, type EmailClaimCommand } from './email-claims/email-claim.decider.js';
import { emailClaimExpiryWorkflow } from './email-claims/email-claim-expiry.workflow.js';
import { employeeAccountsWorkflow } from './employee-accounts/employee-accounts.workflow.js';
import { userDecider, type UserCommand } from './users/user.decider.js';

declare module '../kernel/workflows/workflow.js' {
  /** The identity streams workflows send commands to (an address's claim lives on an `email-…` stream). */
  interface StreamCommands {
    'email-claim': EmailClaimCommand;
    user: UserCommand;
  }
}

/** The identity workflows, run on the feed by the kernel's leader, and the deciders of the streams they send to. */
@Injectable()
export class IdentityWorkflows implements OnModuleInit {
  constructor(private readonly registry: WorkflowRegistry) {}

  onModuleInit(): void {
    this.registry.registerDecider('email-claim', emailClaimDecider);
    this.registry.registerDecider('user', userDecider);
    this.registry.register(accountOpeningWorkflow);
    this.registry.register(emailClaimExpiryWorkflow);
    this.registry.register(employeeAccountsWorkflow);
  }
}
