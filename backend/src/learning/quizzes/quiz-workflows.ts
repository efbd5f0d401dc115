import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkflowRegistry } from '../../kernel/workflows/workflow-registry.js';
import { quizProgressWorkflow } from './quiz-progress.workflow.js';

/** The quiz workflows, run on the feed by the kernel's leader. */
@Injectable()
export class QuizWorkflows implements OnModuleInit {
  constructor(private readonly registry: WorkflowRegistry) {}

  onModuleInit(): void {
    this.registry.register(quizProgressWorkflow);
  }
}
