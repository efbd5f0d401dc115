import { PROGRESS_MAX_INTERVALS, type WatchedInterval } from '@khru/contracts';

/** A jump between two time updates larger than this is a seek, not playback (updates come about every 250 ms, at up to 2x). */
const SEEK_GAP_SECONDS = 2;

/**
 * What the learner actually watched of one video since the page opened: time updates while playing extend the
 * open interval, a seek starts a new one. Every report sends all of them (merged), so a report the server's
 * event budget absorbs is counted by the next one.
 */
export class WatchTracker {
  private intervals: WatchedInterval[] = [];
  private open: WatchedInterval | null = null;
  position = 0;

  played(time: number): void {
    this.position = time;
    this.close();
    this.open = [time, time];
  }

  timeUpdate(time: number): void {
    this.position = time;
    if (!this.open) return;
    if (time >= this.open[1] && time - this.open[1] <= SEEK_GAP_SECONDS) this.open[1] = time;
    else {
      this.close();
      this.open = [time, time];
    }
  }

  stopped(time: number): void {
    this.timeUpdate(time);
    this.close();
  }

  get playing(): boolean {
    return this.open !== null;
  }

  /** The merged intervals (the open one included), the latest kept when there are more than a report may carry. */
  watched(): WatchedInterval[] {
    const all = [...this.intervals, ...(this.open && this.open[1] > this.open[0] ? [[...this.open] as WatchedInterval] : [])].sort((a, b) => a[0] - b[0]);
    const merged: WatchedInterval[] = [];
    for (const [from, to] of all) {
      const last = merged.at(-1);
      if (last && from <= last[1]) last[1] = Math.max(last[1], to);
      else merged.push([from, to]);
    }
    return merged.slice(-PROGRESS_MAX_INTERVALS);
  }

  private close(): void {
    if (this.open && this.open[1] > this.open[0]) this.intervals.push(this.open);
    this.open = null;
  }
}
