import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkflowRegistry } from '../../kernel/workflows/workflow-registry.js';
import type { OrganisationCommand } from './organisation-command.js';
import { organisationDecider } from './organisation.decider.js';
import { organisationNewcomersWorkflow } from './organisation-newcomers.workflow.js';

declare module '../../kernel/workflows/workflow.js' {
  /** The organisations, whose proposals of new people a workflow confirms or refuses. */
  interface StreamCommands {
    organisation: OrganisationCommand;
  }
}

/** The organisations' workflow, run on the feed by the kernel's leader, and the decider of the stream it sends to. */
@Injectable()
export class OrganisationWorkflows implements OnModuleInit {
  constructor(private readonly registry: WorkflowRegistry) {}

  onModuleInit(): void {
    this.registry.registerDecider('organisation', organisationDecider);
    this.registry.register(organisationNewcomersWorkflow);
  }
}
