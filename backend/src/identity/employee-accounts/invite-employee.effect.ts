import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { userStream } from '@khru/contracts';
import { deterministicEventId, type EventStore, type Mailer, type RuntimeConfig } from '@khru/platform';
import { createHmac } from 'node:crypto';
import { CommandExecutor } from '../../kernel/commands/command-executor.js';
import type { CommandMetadata } from '../../kernel/commands/command-metadata.js';
import { EVENT_STORE, JWT_SECRET, MAILER, RUNTIME_CONFIG } from '../../kernel/infrastructure/tokens.js';
import { WorkflowRegistry } from '../../kernel/workflows/workflow-registry.js';
import { hashSecret, newSecret } from '../credentials/secret-tokens.js';
import { userDecider } from '../users/user.decider.js';
import { invitationMail } from './invitation.mail.js';
import { INVITATION_TTL_DAYS, INVITE_EMPLOYEE, type InviteEmployeeInput } from './invite-employee.js';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Opens the account of a person an organisation added and mails them a link to set their password,
 * once: the account is registered under the output's key (a redelivery registers nothing more), and
 * the invitation's secret is derived from that key, so a mail sent again after a crash carries the
 * same link. The link is recorded (as a password reset) after the mail is sent; a redelivery that finds
 * it recorded sends nothing. The password the account starts with matches no password at all.
 */
@Injectable()
export class InviteEmployeeEffect implements OnModuleInit {
  constructor(
    private readonly registry: WorkflowRegistry,
    private readonly executor: CommandExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(RUNTIME_CONFIG) private readonly config: RuntimeConfig,
    @Inject(JWT_SECRET) private readonly serverSecret: string,
  ) {}

  onModuleInit(): void {
    this.registry.registerEffect(INVITE_EMPLOYEE, (input, metadata) => this.invite(input, metadata));
  }

  private async invite(input: InviteEmployeeInput, metadata: CommandMetadata): Promise<void> {
    const key = metadata.idempotencyKey ?? `invite:${input.userId}`;
    const stream = userStream(input.userId);
    const at = metadata.now.toISOString();
    await this.executor.execute(
      userDecider,
      stream,
      {
        type: 'RegisterUser',
        userId: input.userId,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.role,
        passwordHash: `!invited-${newSecret()}`,
        source: 'organisation',
        session: null,
        at,
      },
      { ...metadata, idempotencyKey: `${key}:register` },
    );
    const inviteKey = `${key}:invite`;
    const history = await this.store.readStream(stream);
    if (history.some((e) => e.metadata.idempotencyKey === inviteKey)) return;
    const account = history.reduce((s, e) => userDecider.evolve(s, { type: e.type, data: e.data } as never), userDecider.initialState());
    // Deactivated or closed before the invitation went out: nobody to invite.
    if (account.status !== 'active') return;
    const resetId = deterministicEventId(inviteKey, 0);
    const secret = createHmac('sha256', this.serverSecret).update(`invitation:${inviteKey}`).digest('base64url');
    const token = `${input.userId}.${resetId}.${secret}`;
    const link = `${this.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send(invitationMail({ to: account.email, firstName: account.profile.firstName, company: input.company, link }));
    await this.executor.execute(
      userDecider,
      stream,
      {
        type: 'RequestPasswordReset',
        resetId,
        tokenHash: hashSecret(secret),
        expiresAt: new Date(metadata.now.getTime() + INVITATION_TTL_DAYS * DAY_MS).toISOString(),
        at,
      },
      { ...metadata, idempotencyKey: inviteKey },
    );
  }
}
