// One answer the JSON worker reads for the page: the list growing slice by slice, its first rows
// handed on early, and the promise of the whole.

/** One answer the worker reads: the list growing slice by slice, and the promise of the whole. */
export class PendingAnswer {
  readonly rows: unknown[] = [];
  readonly parsed: Promise<unknown>;
  resolve!: (value: unknown) => void;
  reject!: (error: unknown) => void;
  /** For an answer the worker fetched: the page waits for its head, then hands ky a body-less Response. */
  head?: { resolve: (response: Response) => void; reject: (error: unknown) => void };
  private finished = false;
  /** The answer's last rows are here: the list is whole with the next message. */
  private complete = false;

  constructor(private onFirstRows?: (rows: unknown[]) => void) {
    this.parsed = new Promise((resolve, reject) => {
      this.resolve = (value) => {
        this.finished = true;
        resolve(value);
      };
      this.reject = (error) => {
        this.finished = true;
        reject(error);
      };
    });
    // Not awaited until the caller reads the answer: a failure found early must not count as unhandled.
    this.parsed.catch(() => undefined);
  }

  /**
   * Rows arrived: the first ones go to `onFirstRows` at once (a copy; the list grows on) — unless
   * they are the answer's last (`last`): a list that was here whole at once (every small one) is
   * then complete with the next message, and showing it as "the first rows" would only flash.
   */
  added(last = false): void {
    if (last) this.complete = true;
    const { onFirstRows } = this;
    if (!onFirstRows || this.rows.length === 0 || this.complete) return;
    this.onFirstRows = undefined;
    onFirstRows(this.rows.slice());
  }

  /** Asks for the first rows, also when some arrived before the caller asked. */
  watchFirstRows(onFirstRows: ((rows: unknown[]) => void) | undefined): void {
    if (this.finished || this.complete) return;
    this.onFirstRows = onFirstRows;
    this.added();
  }

  fail(error: unknown): void {
    this.head?.reject(error);
    this.reject(error);
  }
}
