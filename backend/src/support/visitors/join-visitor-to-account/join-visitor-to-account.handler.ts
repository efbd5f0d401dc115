import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { supportVisitorStream } from '@khru/contracts';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { SupportCallers } from '../../callers/support-callers.js';
import { supportVisitorDecider } from '../../visitor/support-visitor.decider.js';
import { JoinVisitorToAccountCommand } from './join-visitor-to-account.command.js';

/** The logged-in learner takes over the visitor their token names; a workflow then joins each of its conversations. */
@CommandHandler(JoinVisitorToAccountCommand)
export class JoinVisitorToAccountHandler implements ICommandHandler<JoinVisitorToAccountCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly callers: SupportCallers,
  ) {}

  async execute({ token, caller, metadata }: JoinVisitorToAccountCommand): Promise<CommandResult> {
    const visitor = this.callers.joiningVisitor(token, metadata.now);
    const learner = await this.callers.learnerOf(caller);
    const command = {
      type: 'JoinVisitorToAccount' as const,
      visitorId: visitor.visitorId,
      userId: learner.userId,
      name: learner.name,
      email: learner.email,
      organisationId: learner.organisationId,
      at: metadata.now.toISOString(),
    };
    return this.executor.execute(supportVisitorDecider, supportVisitorStream(visitor.visitorId), command, metadata);
  }
}
