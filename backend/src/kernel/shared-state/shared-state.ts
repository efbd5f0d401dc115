import type { RuntimeConfig } from '@khru/platform';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  /** The window, in seconds. */
  duration: number;
}

/**
 * What replicas must share that is not a fact (ADR 30): the counters of rate limits and throttles, and who has the
 * chat open. In Redis when `REDIS_URL` is set, so every replica counts and sees the same; otherwise in this process,
 * which is then the whole product. Durable facts stay events.
 */
export class SharedState {
  /** Names this process in what it shares (its presence entries). */
  readonly processId = randomUUID();

  private constructor(
    readonly redis: Redis | null,
    readonly keyPrefix: string,
  ) {}

  /**
   * Connects to Redis when `REDIS_URL` is set, waiting until it answers or first fails: a replica that cannot reach it
   * starts all the same and counts in this process, and ioredis keeps reconnecting in the background.
   */
  static async open(config: Pick<RuntimeConfig, 'redisUrl' | 'redisKeyPrefix'>): Promise<SharedState> {
    if (!config.redisUrl) return new SharedState(null, config.redisKeyPrefix);
    // No offline queue: while Redis is unreachable a command fails at once, and the caller falls back to this process.
    const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    await new Promise<void>((resolve) => {
      redis.once('ready', resolve);
      redis.once('error', () => resolve());
    });
    // Failures are answered where commands fail; without a listener ioredis would also print every failed reconnect.
    redis.on('error', () => undefined);
    return new SharedState(redis, config.redisKeyPrefix);
  }

  /**
   * A rate limiter counting across replicas. Should Redis fail, the same limit is counted in this process until it is
   * back (rate-limiter-flexible's insurance), so an outage neither opens the gates nor refuses everybody.
   */
  limiter(options: LimiterOptions): RateLimiterAbstract {
    const memory = new RateLimiterMemory(options);
    if (!this.redis) return memory;
    return new RateLimiterRedis({
      ...options,
      keyPrefix: `${this.keyPrefix}${options.keyPrefix}`,
      storeClient: this.redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
    });
  }

  async close(): Promise<void> {
    if (!this.redis) return;
    await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}
