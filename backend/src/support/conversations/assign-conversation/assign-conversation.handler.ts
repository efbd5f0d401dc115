import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { USERS_COLLECTION, conversationStream, type UserDocument } from '@khru/contracts';
import type { DocumentStore } from '@khru/platform';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { DomainError } from '../../../kernel/errors/domain-error.js';
import { DOCUMENT_STORE } from '../../../kernel/infrastructure/tokens.js';
import { conversationDecider } from '../../conversation/conversation.decider.js';
import { SUPPORT_ROLES } from '../../support-permission.js';
import { AssignConversationCommand } from './assign-conversation.command.js';

/** Gives a conversation to an admin who may answer support, named as the inbox shows them, or back to the team. */
@CommandHandler(AssignConversationCommand)
export class AssignConversationHandler implements ICommandHandler<AssignConversationCommand, CommandResult> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(DOCUMENT_STORE) private readonly documents: DocumentStore,
  ) {}

  async execute({ conversationId, adminId, metadata }: AssignConversationCommand): Promise<CommandResult> {
    const adminName = adminId === null ? null : await this.supportAdminName(adminId);
    const command = { type: 'Assign', conversationId, adminId, adminName, at: metadata.now.toISOString() } as const;
    return this.executor.execute(conversationDecider, conversationStream(conversationId), command, metadata);
  }

  /** The name of an account whose role may answer support; 400 on `adminId` for anyone else. */
  private async supportAdminName(adminId: string): Promise<string> {
    const user = await this.documents
      .collection<UserDocument>(USERS_COLLECTION)
      .findOne({ _id: adminId }, { projection: { firstName: 1, lastName: 1, email: 1, role: 1 } });
    if (!user || !SUPPORT_ROLES.includes(user.role)) {
      throw DomainError.badRequest([{ field: 'adminId', code: 'NOT_EXIST_FOREIGN_KEY' }]);
    }
    return `${user.firstName} ${user.lastName}`.trim() || user.email;
  }
}
