import type { Response } from 'express';

/** A comment line this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;

/**
 * An HTTP answer as a stream of Server-Sent Events: the headers that keep it unbuffered and uncached, a heartbeat
 * comment every HEARTBEAT_MS, and what to stop once the client goes or the server ends it. Once ended it writes nothing.
 */
export class EventStreamResponse {
  private closedNow = false;
  private readonly onClose: (() => void)[] = [];

  constructor(private readonly response: Response) {
    response.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    response.flushHeaders();
    const heartbeat = setInterval(() => this.comment('heartbeat'), HEARTBEAT_MS);
    response.once('close', () => {
      this.closedNow = true;
      clearInterval(heartbeat);
      for (const stop of this.onClose.splice(0)) stop();
    });
  }

  /** Whether the client has gone or the server has ended the stream (its 'close' may come a moment later). */
  get closed(): boolean {
    return this.closedNow || this.response.writableEnded;
  }

  send(event: string, data: unknown): void {
    if (!this.closed) this.response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** A comment line: clients skip it; it keeps the connection busy, or tells a raw reader where the stream stands. */
  comment(text: string): void {
    if (!this.closed) this.response.write(`: ${text}\n\n`);
  }

  end(): void {
    this.response.end();
  }

  /** Runs `stop` when the client goes, or at once when it has gone already. */
  whenClosed(stop: () => void): void {
    if (this.closedNow) stop();
    else this.onClose.push(stop);
  }
}
