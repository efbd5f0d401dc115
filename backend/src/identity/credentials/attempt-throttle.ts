import { Injectable } from '@nestjs/common';
import { RateLimiterMemory } from 'rate-limiter-flexible';
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
 * window. Refusals answer 429 with Retry-After; a successful login clears its pair.
 */
@Injectable()
export class AttemptThrottle {
  private readonly pairFailures = new RateLimiterMemory({ keyPrefix: 'login-pair', points: Number.MAX_SAFE_INTEGER, duration: PAIR_MEMORY_SECONDS });
  private readonly pairWaits = new RateLimiterMemory({ keyPrefix: 'login-pair-wait', points: 1, duration: WINDOW_SECONDS });
  private readonly addressFailures = new RateLimiterMemory({
    keyPrefix: 'login-address',
    points: THROTTLE_LIMITS.failuresPerAddress,
    duration: WINDOW_SECONDS,
  });
  private readonly accountResets = new RateLimiterMemory({
    keyPrefix: 'reset-account',
    points: THROTTLE_LIMITS.resetMailsPerAccount,
    duration: WINDOW_SECONDS,
  });
  private readonly addressResets = new RateLimiterMemory({
    keyPrefix: 'reset-address',
    points: THROTTLE_LIMITS.resetMailsPerAddress,
    duration: WINDOW_SECONDS,
  });

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
