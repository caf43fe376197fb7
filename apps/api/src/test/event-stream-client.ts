/** One server-sent event as the client parses it (a `: comment` line is an event named `comment`). */
export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/**
 * A client of the live stream as the browser's is: fetch with the bearer token, the body read as
 * it arrives and parsed into events. Tests wait for an event (`next`), read everything received
 * as raw text (`raw`), and see the stream end (`ended`).
 */
export class EventStreamClient {
  readonly events: SseEvent[] = [];
  raw = '';
  /** Resolves when the server ends the stream (or the connection breaks). */
  readonly ended: Promise<void>;
  private cursor = 0;
  private buffer = '';
  private waiters: (() => void)[] = [];

  private constructor(
    readonly response: Response,
    private readonly abort: AbortController,
  ) {
    this.ended = this.read().finally(() => this.wake());
  }

  /** Opens the stream; a refused one (no 200) is returned too — look at `response.status`. */
  static async open(url: string, token: string | null, headers: Record<string, string> = {}): Promise<EventStreamClient> {
    const abort = new AbortController();
    const response = await fetch(url, { headers: { ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...headers }, signal: abort.signal });
    return new EventStreamClient(response, abort);
  }

  /** Opens the stream and waits for its `ready`; fails when the stream is refused. */
  static async openReady(url: string, token: string, headers: Record<string, string> = {}): Promise<EventStreamClient> {
    const client = await EventStreamClient.open(url, token, headers);
    if (client.response.status !== 200) throw new Error(`The stream was refused: ${client.response.status}`);
    await client.next((event) => event.event === 'ready');
    return client;
  }

  /** The next event after those taken so far that matches; rejects after `timeoutMs` or when the stream ends first. */
  async next(matches: (event: SseEvent) => boolean = () => true, timeoutMs = 10_000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    let done = false;
    void this.ended.then(() => (done = true));
    for (;;) {
      while (this.cursor < this.events.length) {
        const event = this.events[this.cursor++] as SseEvent;
        if (matches(event)) return event;
      }
      if (done) throw new Error(`The stream ended before the event came; received:\n${this.raw.slice(-2000)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No such event within ${timeoutMs} ms; received:\n${this.raw.slice(-2000)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The next event named `name`, its data parsed as JSON. */
  async nextData<T = Record<string, unknown>>(name: string, matches: (data: T) => boolean = () => true, timeoutMs?: number): Promise<T> {
    const event = await this.next((candidate) => candidate.event === name && matches(JSON.parse(candidate.data) as T), timeoutMs);
    return JSON.parse(event.data) as T;
  }

  /** The data of every event named `name` received so far. */
  all<T = Record<string, unknown>>(name: string): T[] {
    return this.events.filter((event) => event.event === name).map((event) => JSON.parse(event.data) as T);
  }

  close(): void {
    this.abort.abort();
  }

  private async read(): Promise<void> {
    if (!this.response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of this.response.body as unknown as AsyncIterable<Uint8Array>) {
        const text = decoder.decode(chunk, { stream: true });
        this.raw += text;
        this.buffer += text;
        this.parse();
        this.wake();
      }
    } catch {
      // Aborted by the test, or the server cut the connection: either way the stream has ended.
    }
  }

  private parse(): void {
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) !== -1) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const event: SseEvent = { event: 'message', data: '' };
      const data: string[] = [];
      let fields = 0;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) {
          this.events.push({ event: 'comment', data: line.slice(1).trim() });
          continue;
        }
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        fields += 1;
        if (field === 'event') event.event = value;
        else if (field === 'id') event.id = value;
        else if (field === 'data') data.push(value);
        else if (field === 'retry') event.event = event.event === 'message' ? 'retry' : event.event;
        if (field === 'retry') event.data = value;
      }
      if (fields === 0) continue;
      if (data.length > 0) event.data = data.join('\n');
      this.events.push(event);
    }
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
