import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkflowRegistry } from '../../kernel/workflows/workflow-registry.js';
import { progressDecider, type ProgressCommand } from '../progress/progress.decider.js';
import { quizProgressWorkflow } from './quiz-progress.workflow.js';

declare module '../../kernel/workflows/workflow.js' {
  /** A learner's progress in a course, which workflows send quiz completions to. */
  interface StreamCommands {
    progress: ProgressCommand;
  }
}

/** The quiz workflows, run on the feed by the kernel's leader, and the decider of the stream they send to. */
@Injectable()
export class QuizWorkflows implements OnModuleInit {
  constructor(private readonly registry: WorkflowRegistry) {}

  onModuleInit(): void {
    this.registry.registerDecider('progress', progressDecider);
    this.registry.register(quizProgressWorkflow);
  }
}
