import { comparePositions, type GlobalPosition } from '@khru/platform';

interface Waiter {
  target: GlobalPosition;
  resolve(reached: boolean): void;
  timer: NodeJS.Timeout;
}

/** Lets readers wait, for a bounded time, until the read models have passed a position. */
export class PositionWaiter {
  private current: GlobalPosition | null = null;
  private waiters: Waiter[] = [];

  get position(): GlobalPosition | null {
    return this.current;
  }

  reached(target: GlobalPosition): boolean {
    return this.current !== null && comparePositions(this.current, target) >= 0;
  }

  advance(position: GlobalPosition): void {
    this.current = position;
    const due = this.waiters.filter((w) => this.reached(w.target));
    if (due.length === 0) return;
    this.waiters = this.waiters.filter((w) => !due.includes(w));
    for (const w of due) {
      clearTimeout(w.timer);
      w.resolve(true);
    }
  }

  /** Resolves true once the position is reached, false when `timeoutMs` passes first. */
  waitFor(target: GlobalPosition, timeoutMs: number): Promise<boolean> {
    if (this.reached(target)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        target,
        resolve,
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((w) => w !== waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  cancelAll(): void {
    for (const w of this.waiters) {
      clearTimeout(w.timer);
      w.resolve(false);
    }
    this.waiters = [];
  }
}
