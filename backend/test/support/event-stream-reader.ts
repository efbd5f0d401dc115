import { request as httpRequest, type IncomingMessage } from 'node:http';

/** One Server-Sent Event as read: its name and its data, parsed. */
export interface ReadEvent {
  event: string;
  data: unknown;
}

/** An open Server-Sent Events stream, read over a raw HTTP request. */
export interface EventStreamReader {
  /** Every event read so far, in order (comments are skipped). */
  readonly events: ReadEvent[];
  /** Resolves once the server has ended the response. */
  readonly ended: Promise<void>;
  /** The first event, read or to come, that satisfies `wanted`. */
  next(wanted: (event: ReadEvent) => boolean): Promise<ReadEvent>;
  close(): void;
}

/** Fails with `what` unless `promise` settles within `ms` (a bound on waiting, not a measure of speed). */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(what)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * Opens the stream at `url` (with `headers`, an Authorization header say) and resolves at its first block (the bell's
 * first count, support's `: listening` comment): the server follows the feed for it from then on. A status other than
 * 200 rejects with that status.
 */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  return new Promise((resolve, reject) => {
    const events: ReadEvent[] = [];
    const waiting: { wanted: (event: ReadEvent) => boolean; take: (event: ReadEvent) => void }[] = [];
    let markEnded: () => void = () => undefined;
    const ended = new Promise<void>((done) => (markEnded = done));
    let buffer = '';
    const request = httpRequest(url, { headers: { Accept: 'text/event-stream', ...headers } }, (response: IncomingMessage) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`stream answered ${response.statusCode}`));
        return;
      }
      response.on('end', markEnded);
      response.on('close', markEnded);
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          resolve(reader);
          const name = lines.find((line) => line.startsWith('event: '));
          const data = lines.find((line) => line.startsWith('data: '));
          if (!name || !data) continue;
          const event = { event: name.slice('event: '.length), data: JSON.parse(data.slice('data: '.length)) as unknown };
          events.push(event);
          for (const waiter of waiting.filter((w) => w.wanted(event))) {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.take(event);
          }
        }
      });
    });
    const reader: EventStreamReader = {
      events,
      ended,
      next: (wanted) => {
        const read = events.find(wanted);
        return read ? Promise.resolve(read) : new Promise((take) => waiting.push({ wanted, take }));
      },
      close: () => request.destroy(),
    };
    request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
    request.end();
  });
}
