import { Inject, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PASSWORD_RESET_TTL_MINUTES, userStream, type Locale } from '@khru/contracts';
import type { Mailer, RuntimeConfig } from '@khru/platform';
import { randomUUID } from 'node:crypto';
import { CommandExecutor } from '../../../kernel/commands/command-executor.js';
import type { CommandMetadata } from '../../../kernel/commands/command-metadata.js';
import { MAILER, RUNTIME_CONFIG } from '../../../kernel/infrastructure/tokens.js';
import { AttemptThrottle } from '../../credentials/attempt-throttle.js';
import { hashSecret, newSecret } from '../../credentials/secret-tokens.js';
import { EmailClaims } from '../../email-claims/email-claims.js';
import { normaliseEmail } from '../../../kernel/accounts/email-claim-stream.js';
import { userDecider } from '../../users/user.decider.js';
import { ForgotPasswordCommand } from './forgot-password.command.js';
import { resetPasswordMail } from './reset-password.mail.js';

/**
 * Sends a single-use reset link that expires. The caller gets the same answer, after the same work,
 * whether or not the address has an account: everything that depends on it (the account lookup,
 * the recorded request, the mail) happens after the answer. Only the owner learns anything, by mail.
 */
@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand, void>, BeforeApplicationShutdown {
  private readonly logger = new Logger('ForgotPassword');
  private readonly sending = new Set<Promise<void>>();

  constructor(
    private readonly executor: CommandExecutor,
    private readonly claims: EmailClaims,
    private readonly throttle: AttemptThrottle,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  async execute({ email: given, locale, clientAddress, metadata }: ForgotPasswordCommand): Promise<void> {
    const email = normaliseEmail(given);
    await this.throttle.consumeResetMail(email, clientAddress);
    const sending: Promise<void> = this.sendResetLink(email, locale, metadata)
      .catch((error: unknown) => this.logger.error(`A password-reset mail was not sent: ${String(error)}`))
      .finally(() => this.sending.delete(sending));
    this.sending.add(sending);
  }

  /** Links being sent when the app stops still go out before the stores close. */
  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all(this.sending);
  }

  private async sendResetLink(email: string, locale: Locale, metadata: CommandMetadata): Promise<void> {
    const userId = await this.claims.holder(email);
    if (!userId) return;
    const state = await this.executor.load(userDecider, userStream(userId));
    if (state.status !== 'active') return;
    const resetId = randomUUID();
    const secret = newSecret();
    const expiresAt = new Date(metadata.now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000).toISOString();
    await this.executor.execute(
      userDecider,
      userStream(userId),
      { type: 'RequestPasswordReset', resetId, tokenHash: hashSecret(secret), expiresAt, at: metadata.now.toISOString() },
      { ...metadata, userId },
    );
    // The page opens in the language the learner asked in (`lang`), on the one configured public address.
    const link = `${this.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(`${userId}.${resetId}.${secret}`)}&lang=${locale}`;
    await this.mailer.send(resetPasswordMail(state.email, state.profile.firstName, link, locale));
  }
}
