import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userStream } from '@khru/contracts';
import { randomUUID } from 'node:crypto';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandResult } from '../../../kernel/commands/command-result.js';
import { PasswordHasher } from '../../credentials/password-hasher.js';
import { EmailClaims } from '../../email-claims/email-claims.js';
import { normaliseEmail } from '../../email-claims/email-claim-stream.js';
import { userDecider } from '../user.decider.js';
import { CreateUserCommand } from './create-user.command.js';

/** An administrator (or the demo seed) opens an account; like sign-up, the address is claimed first. */
@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<CreateUserCommand, CommandResult & { userId: string }> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly claims: EmailClaims,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({ body, source, metadata, userId: fixedId }: CreateUserCommand): Promise<CommandResult & { userId: string }> {
    const email = normaliseEmail(body.email);
    const userId = fixedId ?? randomUUID();
    const passwordHash = await this.hasher.hash(body.password);
    await this.claims.claim(email, userId, metadata);
    try {
      const result = await this.executor.execute(
        userDecider,
        userStream(userId),
        {
          type: 'RegisterUser',
          userId,
          email,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          role: body.role,
          passwordHash,
          source,
          session: null,
          at: metadata.now.toISOString(),
        },
        metadata,
      );
      return { ...result, userId };
    } catch (error) {
      await this.claims.release(email, userId, metadata);
      throw error;
    }
  }
}
