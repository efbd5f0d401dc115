import { Injectable, type OnModuleInit } from '@nestjs/common';
import { WorkflowRegistry } from '../kernel/workflows/workflow-registry.js';
import { conversationDecider, type ConversationCommand } from './conversation/conversation.decider.js';
import { supportVisitorJoinWorkflow } from './visitors/join-workflow/support-visitor-join.workflow.js';

declare module '../kernel/workflows/workflow.js' {
  /** The support conversations, which workflows send joins to. */
  interface StreamCommands {
    conversation: ConversationCommand;
  }
}

/** The support workflows that only send commands, run on the feed by the kernel's leader (the reply mail registers its own, with its effect). */
@Injectable()
export class SupportWorkflows implements OnModuleInit {
  constructor(private readonly registry: WorkflowRegistry) {}

  onModuleInit(): void {
    this.registry.registerDecider('conversation', conversationDecider);
    this.registry.register(supportVisitorJoinWorkflow);
  }
}
