import { HttpException, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

const WINDOW_SECONDS = 15 * 60;

/** Failed logins allowed per account and per client address in the window, and password-reset mails. */
export const THROTTLE_LIMITS = { failuresPerAccount: 5, failuresPerAddress: 30, resetMailsPerAccount: 3, resetMailsPerAddress: 20 } as const;

/**
 * Slows password guessing and mail flooding: too many failures for one account or from one address
 * answer 429 with Retry-After until the window passes. A successful login clears the account's count.
 */
@Injectable()
export class AttemptThrottle {
  private readonly accountFailures = new RateLimiterMemory({ keyPrefix: 'login-account', points: THROTTLE_LIMITS.failuresPerAccount, duration: WINDOW_SECONDS });
  private readonly addressFailures = new RateLimiterMemory({ keyPrefix: 'login-address', points: THROTTLE_LIMITS.failuresPerAddress, duration: WINDOW_SECONDS });
  private readonly accountResets = new RateLimiterMemory({ keyPrefix: 'reset-account', points: THROTTLE_LIMITS.resetMailsPerAccount, duration: WINDOW_SECONDS });
  private readonly addressResets = new RateLimiterMemory({ keyPrefix: 'reset-address', points: THROTTLE_LIMITS.resetMailsPerAddress, duration: WINDOW_SECONDS });

  async assertLoginAllowed(email: string, address: string): Promise<void> {
    const [account, client] = await Promise.all([this.accountFailures.get(email), this.addressFailures.get(address)]);
    for (const spent of [account, client]) {
      if (spent && spent.remainingPoints <= 0) throw tooMany(spent);
    }
  }

  async loginFailed(email: string, address: string): Promise<void> {
    await Promise.all([this.accountFailures.penalty(email), this.addressFailures.penalty(address)]);
  }

  async loginSucceeded(email: string): Promise<void> {
    await this.accountFailures.delete(email);
  }

  async consumeResetMail(email: string, address: string): Promise<void> {
    try {
      await this.addressResets.consume(address);
      await this.accountResets.consume(email);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) throw tooMany(refusal);
      throw refusal;
    }
  }
}

function tooMany(result: RateLimiterRes): HttpException {
  const exception = new HttpException({ code: 'REQUEST_TIMEOUT' }, 429);
  (exception as HttpException & { retryAfterSeconds?: number }).retryAfterSeconds = Math.ceil(result.msBeforeNext / 1000);
  return exception;
}
