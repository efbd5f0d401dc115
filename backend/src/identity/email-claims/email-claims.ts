import { Inject, Injectable } from '@nestjs/common';
import type { ClaimPurpose } from '@khru/contracts';
import type { EventStore } from '@khru/platform';
import { CommandExecutor } from '../../kernel/commands/command-executor.js';
import type { CommandMetadata } from '../../kernel/commands/command-metadata.js';
import { EVENT_STORE } from '../../kernel/infrastructure/tokens.js';
import { emailClaimDecider } from './email-claim.decider.js';
import { emailClaimStream, normaliseEmail } from '../../kernel/accounts/email-claim-stream.js';

/**
 * Claims of addresses, and who holds one; releases are the claim workflows' commands. Read from the
 * claim stream itself, so a login right after sign-up never waits for a projection.
 */
@Injectable()
export class EmailClaims {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async holder(email: string): Promise<string | null> {
    const events = await this.store.readStream(emailClaimStream(email));
    return events.reduce((s, e) => emailClaimDecider.evolve(s, { type: e.type, data: e.data } as never), emailClaimDecider.initialState()).holder;
  }

  /** Claims the address for `userId`; with a purpose, the claim is the request's one fact and a workflow finishes it (ADR 34). */
  async claim(email: string, userId: string, metadata: CommandMetadata, purpose?: ClaimPurpose): Promise<void> {
    const address = normaliseEmail(email);
    await this.executor.execute(
      emailClaimDecider,
      emailClaimStream(address),
      { type: 'ClaimEmail', email: address, userId, ...(purpose ? { purpose } : {}) },
      keyed(metadata, 'claim'),
    );
  }
}

/** One command's metadata used on another stream: its idempotency key gets a suffix per step. */
function keyed(metadata: CommandMetadata, step: string): CommandMetadata {
  return metadata.idempotencyKey ? { ...metadata, idempotencyKey: `${metadata.idempotencyKey}:${step}` } : metadata;
}
