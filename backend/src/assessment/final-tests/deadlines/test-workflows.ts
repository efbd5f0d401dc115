import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkflowRegistry } from '../../../kernel/workflows/workflow-registry.js';
import { testDeadlinesWorkflow } from './test-deadlines.workflow.js';

/** The test slice's workflows, run on the feed by the kernel's leader. */
@Injectable()
export class TestWorkflows implements OnModuleInit {
  constructor(private readonly registry: WorkflowRegistry) {}

  onModuleInit(): void {
    this.registry.register(testDeadlinesWorkflow);
  }
}
