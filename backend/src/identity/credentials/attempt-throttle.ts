import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { SHARED_STATE } from '../../kernel/infrastructure/tokens.js';
import type { SharedState } from '../../kernel/shared-state/shared-state.js';
import { consumeOrRefuse, tooManyRequests } from '../../kernel/errors/too-many-requests.js';
import { loginDelaySeconds } from './login-delay.js';

const WINDOW_SECONDS = 15 * 60;
/** How long failures of one account from one address are remembered, so the delays keep growing. */
const PAIR_MEMORY_SECONDS = 24 * 60 * 60;

/** Failed logins allowed per client address in the window, and password-reset mails. */
export const THROTTLE_LIMITS = { failuresPerAddress: 30, resetMailsPerAccount: 3, resetMailsPerAddress: 20 } as const;

const pair = (email: string, address: string) => `${email}\n${address}`;

/**
 * Slows password guessing and mail flooding. Failures are counted per account and address together:
 * past a few, that pair waits longer after each (login-delay.ts), while the owner logging in from
 * another address is not held up. One address failing too often, on any accounts, waits out the
 * window. Refusals answer 429 with Retry-After; a successful login clears its pair. The counts are shared by the
 * replicas when they share state (ADR 30).
 */
@Injectable()
export class AttemptThrottle {
  private readonly pairFailures: RateLimiterAbstract;
  private readonly pairWaits: RateLimiterAbstract;
  private readonly addressFailures: RateLimiterAbstract;
  private readonly accountResets: RateLimiterAbstract;
  private readonly addressResets: RateLimiterAbstract;

  constructor(@Inject(SHARED_STATE) shared: SharedState) {
    this.pairFailures = shared.limiter({ keyPrefix: 'login-pair', points: Number.MAX_SAFE_INTEGER, duration: PAIR_MEMORY_SECONDS });
    this.pairWaits = shared.limiter({ keyPrefix: 'login-pair-wait', points: 1, duration: WINDOW_SECONDS });
    this.addressFailures = shared.limiter({ keyPrefix: 'login-address', points: THROTTLE_LIMITS.failuresPerAddress, duration: WINDOW_SECONDS });
    this.accountResets = shared.limiter({ keyPrefix: 'reset-account', points: THROTTLE_LIMITS.resetMailsPerAccount, duration: WINDOW_SECONDS });
    this.addressResets = shared.limiter({ keyPrefix: 'reset-address', points: THROTTLE_LIMITS.resetMailsPerAddress, duration: WINDOW_SECONDS });
  }

  async assertLoginAllowed(email: string, address: string): Promise<void> {
    const [wait, client] = await Promise.all([this.pairWaits.get(pair(email, address)), this.addressFailures.get(address)]);
    for (const spent of [wait, client]) {
      if (spent && spent.remainingPoints <= 0) throw tooManyRequests(spent);
    }
  }

  async loginFailed(email: string, address: string): Promise<void> {
    const [failures] = await Promise.all([this.pairFailures.penalty(pair(email, address)), this.addressFailures.penalty(address)]);
    const delay = loginDelaySeconds(failures.consumedPoints);
    if (delay > 0) await this.pairWaits.block(pair(email, address), delay);
  }

  async loginSucceeded(email: string, address: string): Promise<void> {
    await Promise.all([this.pairFailures.delete(pair(email, address)), this.pairWaits.delete(pair(email, address))]);
  }

  async consumeResetMail(email: string, address: string): Promise<void> {
    await consumeOrRefuse(this.addressResets, address);
    await consumeOrRefuse(this.accountResets, email);
  }
}
