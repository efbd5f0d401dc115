/**
 * Lets a reader act between two events of a runner, when the runner's state holds exactly the
 * events up to its position (a snapshot must not catch an event half applied).
 */
export class AtRest {
  private busy = false;
  private readonly waiting: (() => void)[] = [];

  /** Applies one event; readers asking meanwhile are answered right after it. */
  async applying(work: () => Promise<void>): Promise<void> {
    this.busy = true;
    try {
      await work();
    } finally {
      this.busy = false;
      for (const run of this.waiting.splice(0)) run();
    }
  }

  read<T>(read: () => T): Promise<T> {
    if (!this.busy) return Promise.resolve(read());
    return new Promise((resolve) => this.waiting.push(() => resolve(read())));
  }
}
