import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkflowRegistry } from '../../../kernel/workflows/workflow-registry.js';
import { testRecordDecider, type TestRecordCommand } from '../test-record/test-record.decider.js';
import { testDeadlinesWorkflow } from './test-deadlines.workflow.js';

declare module '../../../kernel/workflows/workflow.js' {
  /** A learner's test record of a course, which workflows send deadlines to. */
  interface StreamCommands {
    test: TestRecordCommand;
  }
}

/** The test slice's workflows, run on the feed by the kernel's leader, and the decider of the stream they send to. */
@Injectable()
export class TestWorkflows implements OnModuleInit {
  constructor(private readonly registry: WorkflowRegistry) {}

  onModuleInit(): void {
    this.registry.registerDecider('test', testRecordDecider);
    this.registry.register(testDeadlinesWorkflow);
  }
}
