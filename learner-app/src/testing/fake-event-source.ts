/** An EventSource the test drives: it records what was opened and delivers open, events and errors. */
export class FakeEventSource extends EventTarget {
  static made: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.made.push(this);
  }
  close() {
    this.closed = true;
  }
  /** The server sends `event: <name>` with `data` as JSON. */
  send(name: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}
