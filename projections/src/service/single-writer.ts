import { WriterLease, type DocumentStore, type LeaseTerms } from '@khru/platform';
import type { RunnerLogger } from '../runner/runner-logger.js';

/** What runs only while the lease is held: a projection runner, the Kafka relay. */
export interface LeasedWork {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface SingleWriterOptions {
  store: DocumentStore;
  /** One writer at a time per name, across every process. */
  lease: string;
  terms: LeaseTerms;
  /** Builds the work afresh each time the lease is taken; `mayWrite` turns false once the lease has run out. */
  work: (mayWrite: () => boolean) => LeasedWork;
  logger?: RunnerLogger;
}

/**
 * Runs the work in exactly one of the processes that share a lease: each asks for the lease every
 * third of its lifetime; the holder renews it and stops the work as soon as a renewal says it is lost.
 */
export class SingleWriter {
  private lease: WriterLease | null = null;
  private running: LeasedWork | null = null;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> = Promise.resolve();
  private waitingFor: string | null = null;

  constructor(private readonly options: SingleWriterOptions) {}

  get writing(): boolean {
    return this.running !== null;
  }

  /** Takes the lease when it is free, renews it while held, and stops the work when it is lost. */
  tick(): Promise<void> {
    // Steps run one after another, and a failed one does not stop the next.
    this.ticking = this.ticking.catch(() => undefined).then(() => this.step());
    return this.ticking;
  }

  start(): void {
    void this.tick().catch((error: unknown) => this.report(error));
    this.timer = setInterval(() => void this.tick().catch((error: unknown) => this.report(error)), this.options.terms.ttlMs / 3);
    this.timer.unref();
  }

  /** Stops the work and hands the lease over. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking.catch(() => undefined);
    await this.stopWork();
    await this.lease?.release();
    this.lease = null;
  }

  private async step(): Promise<void> {
    const { store, lease: name, logger } = this.options;
    if (this.lease) {
      if (await this.lease.renew()) return;
      logger?.error('lease lost: stopping', { lease: name });
      this.lease = null;
      await this.stopWork();
      return;
    }
    const lease = await WriterLease.acquire(store, name, this.options.terms);
    if (!lease) {
      const holder = await WriterLease.holder(store, name);
      if (holder !== this.waitingFor) logger?.info('standing by: another process holds the lease', { lease: name, holder });
      this.waitingFor = holder;
      return;
    }
    this.lease = lease;
    this.waitingFor = null;
    logger?.info('lease taken: writing', { lease: name, holder: this.options.terms.holder });
    const work = this.options.work(() => this.lease === lease && lease.held());
    try {
      await work.start();
    } catch (error) {
      // Half started: hand the lease back, so this or another process tries again from the checkpoint.
      await work.stop().catch(() => undefined);
      await lease.release().catch(() => undefined);
      this.lease = null;
      throw error;
    }
    this.running = work;
  }

  private async stopWork(): Promise<void> {
    const work = this.running;
    this.running = null;
    await work?.stop();
  }

  private report(error: unknown): void {
    this.options.logger?.error('lease step failed', { lease: this.options.lease, error: String(error) });
  }
}
