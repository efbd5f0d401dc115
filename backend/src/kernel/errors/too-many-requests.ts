import { HttpException } from '@nestjs/common';
import { RateLimiterRes } from 'rate-limiter-flexible';

/** 429 `REQUEST_TIMEOUT`, with the Retry-After (whole seconds) the exception filter sends. */
export function tooManyRequests(result: RateLimiterRes): HttpException {
  const exception = new HttpException({ code: 'REQUEST_TIMEOUT' }, 429);
  (exception as HttpException & { retryAfterSeconds?: number }).retryAfterSeconds = Math.ceil(result.msBeforeNext / 1000);
  return exception;
}

/** Consumes one point of `limiter` for `key`; spent, it throws the 429 above. */
export async function consumeOrRefuse(limiter: { consume(key: string): Promise<RateLimiterRes> }, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) throw tooManyRequests(refusal);
    throw refusal;
  }
}
