import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream } from '@khru/contracts';
import { resultOfRecorded, type CommandResult } from '../../../kernel/commands/command-result.js';
import { WorkflowOutcome } from '../../../kernel/workflows/workflow-outcome.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { EmailClaims } from '../../email-claims/email-claims.js';
import { normaliseEmail } from '../../../kernel/accounts/email-claim-stream.js';
import { newAccountId } from '../new-account-id.js';
import { CreateUserCommand } from './create-user.command.js';

/**
 * An administrator (or the demo seed) opens an account. As for sign-up, the one fact is the claim of
 * the address carrying the account to open; the account-opening workflow registers it, and the
 * answer waits for that (ADR 34). The same request sent again answers the same account.
 */
@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, CommandResult & { userId: string }> {
  constructor(
    private readonly claims: EmailClaims,
    private readonly hasher: PasswordHasher,
    private readonly outcome: WorkflowOutcome,
  ) {}

  async execute({ body, source, metadata, userId: fixedId }: CreateUserCommand): Promise<CommandResult & { userId: string }> {
    const email = normaliseEmail(body.email);
    const userId = fixedId ?? newAccountId(email, metadata);
    await this.claims.claim(email, userId, metadata, {
      kind: 'open-account',
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      role: body.role,
      passwordHash: await this.hasher.hash(body.password),
      source,
      session: null,
      at: metadata.now.toISOString(),
    });
    const registered = await this.outcome.of(userStream(userId), (e) => e.type === 'UserRegistered');
    return { ...resultOfRecorded(registered), userId };
  }
}
