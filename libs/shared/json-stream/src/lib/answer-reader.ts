// The streaming splitter: reads one JSON answer while its bytes arrive and posts a list's
// elements in slices as soon as each is complete.
import { toColumns } from './column-codec';
import type { DateRules } from './date-rules';
import type { JsonWorkerMessage } from './protocol';

/** Rows per message (by default): about 1 ms to receive each on the page, so no task of the page is long — even on a phone. */
export const ROWS_PER_MESSAGE = 1000;

const LEADING_WHITESPACE = /^[ \t\n\r]*/;
const ONLY_WHITESPACE = /^[ \t\n\r]*$/;
const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_BRACE = 123;
const OPEN_BRACKET = 91;
const CLOSE_BRACE = 125;
const CLOSE_BRACKET = 93;
/** Where one object of a compact list ends and the next begins — the likely slice boundary. */
const BETWEEN_OBJECTS = '},{';
/** Buffered text without enough likely boundaries (a pretty-printed list): read carefully from here on. */
const QUICK_TEXT_LIMIT = 8 * 1024 * 1024;

/**
 * Reads one JSON answer while its bytes arrive, with its date-times revived by the given rules: the
 * JSON worker's work, as a plain class. A top-level array is parsed a slice of
 * {@link ROWS_PER_MESSAGE} elements at a time as soon as that slice is complete, and each slice
 * is posted at once — so a list of 100,000 records is mostly parsed while it is still being
 * downloaded, not all after its last byte. Anything else is parsed whole at the end.
 *
 * The outcome is JSON.parse's: the same values, and an error (one message, nothing after it)
 * wherever JSON.parse would fail. Only the boundaries between the array's elements are found
 * here (outside strings, at depth one); each slice is then checked by JSON.parse itself.
 *
 * Boundaries are found the quick way first: a list of records is compact JSON of objects, so the
 * slice ends at the n-th `},{` (found by `indexOf`, not character by character). That guess is
 * checked by JSON.parse: a slice cut inside a string leaves the string open, cut inside a nested
 * value leaves it unclosed — either fails — so a slice that parses was cut between elements. On
 * the first failure (a string or a nested list holding `},{`, or a real error) the reader goes on
 * the careful way, character by character, from the same slice's start: the outcome is the same,
 * only slower. The list's end is always read the careful way.
 */
export class JsonAnswerReader {
  private readonly decoder = new TextDecoder();
  private mode: 'start' | 'array' | 'after' | 'whole' | 'finished' = 'start';
  /** 'start': the whitespace so far; 'array': the current slice, from its first element on; 'whole': everything. */
  private text = '';
  private parts: string[] = [];
  /** How far `text` has been scanned (array mode). */
  private scanned = 0;
  private depth = 1;
  private inString = false;
  /** Elements of the current slice ended by a comma. */
  private count = 0;
  /** True once any element was seen (a comma or a posted slice): a closing bracket right after a comma is then an error. */
  private hadElements = false;
  /** Set once the answer has ended: the slices posted then are its last. */
  private ending = false;
  /** Slices are still cut at `},{` (see above); false once a guess failed. */
  private quick = true;
  /** Quick mode: the current slice's text so far, in the pieces it came in (joined once, when it is cut). */
  private pieces: string[] = [];
  private piecesLength = 0;
  /** Quick mode: the slice's last two characters, where a `},{` may begin that ends in the next piece. */
  private seam = '';

  constructor(
    private readonly id: number,
    private readonly post: (message: JsonWorkerMessage) => void,
    private readonly rules: DateRules,
    private readonly rowsPerMessage = ROWS_PER_MESSAGE,
  ) {}

  /** The next bytes of the answer. */
  push(bytes: ArrayBuffer | Uint8Array): void {
    if (this.finished) return;
    this.take(this.decoder.decode(bytes, { stream: true }));
  }

  /** The answer is complete: the rest is parsed and `done` (or an error) posted. */
  end(): void {
    if (this.finished) return;
    this.ending = true;
    this.take(this.decoder.decode());
    if (this.finished) return;
    // The list's last slice and its closing bracket: read the careful way.
    if (this.mode === 'array' && this.quick) this.readCarefully();
    if (this.finished) return;
    if (this.mode === 'after') {
      this.finish({ id: this.id, done: true });
    } else if (this.mode === 'whole') {
      const value = this.parse(this.parts.join(''));
      if (value !== FAILED) this.finish({ id: this.id, done: true, value: this.rules.revive(value) });
    } else {
      // Empty, or an array that never closed: JSON.parse names the problem.
      this.parse(this.mode === 'start' ? this.text : `[${this.text}`);
      if (!this.finished) this.fail('Unexpected end of JSON input');
    }
  }

  /** True once `done` or an error was posted; nothing more is read. */
  private get finished(): boolean {
    return this.mode === 'finished';
  }

  private take(chunk: string): void {
    if (chunk === '') return;
    switch (this.mode) {
      case 'start': {
        const text = this.text + chunk;
        const start = LEADING_WHITESPACE.exec(text)?.[0].length ?? 0;
        if (start === text.length) {
          this.text = text;
        } else if (text.charCodeAt(start) === OPEN_BRACKET) {
          this.mode = 'array';
          this.text = '';
          this.add(text.slice(start + 1));
        } else {
          this.mode = 'whole';
          this.parts.push(text);
        }
        return;
      }
      case 'array':
        this.add(chunk);
        return;
      case 'whole':
        this.parts.push(chunk);
        return;
      case 'after':
        if (!ONLY_WHITESPACE.test(chunk)) this.fail('Unexpected non-whitespace character after JSON');
        return;
    }
  }

  /** The array's next text, in either mode. */
  private add(chunk: string): void {
    if (!this.quick) {
      this.text += chunk;
      this.scan();
      return;
    }
    this.guess(chunk);
  }

  /**
   * Quick mode: counts the `},{` in the new piece (only there: a string grown piece by piece
   * would be copied whole for every search) and cuts the slice at the n-th one, letting
   * JSON.parse confirm the cut. The slice's text is put together once, for JSON.parse.
   */
  private guess(chunk: string): void {
    let piece = chunk;
    for (;;) {
      // Where the slice's last `}` is in the slice's whole text (its pieces, then `piece`), or -1.
      let end = -1;
      let from = 0;
      if (this.seam !== '') {
        // A `},{` begun at the end of the last piece: searched in its last two characters and this piece's first two.
        const joint = this.seam + piece.slice(0, 2);
        const at = joint.indexOf(BETWEEN_OBJECTS);
        if (at !== -1) {
          from = at + 1;
          if (++this.count === this.rowsPerMessage) end = this.piecesLength - this.seam.length + at;
        }
      }
      while (end === -1) {
        const at = piece.indexOf(BETWEEN_OBJECTS, from);
        if (at === -1) break;
        from = at + 1;
        if (++this.count === this.rowsPerMessage) end = this.piecesLength + at;
      }
      if (end === -1) {
        this.pieces.push(piece);
        this.piecesLength += piece.length;
        this.seam = piece.length >= 2 ? piece.slice(-2) : (this.seam + piece).slice(-2);
        if (this.piecesLength > QUICK_TEXT_LIMIT) this.readCarefully();
        return;
      }
      const before = this.pieces;
      const beforeLength = this.piecesLength;
      this.pieces = [];
      this.piecesLength = 0;
      this.seam = '';
      const inPiece = end + 1 - beforeLength;
      const rows = tryParse(
        inPiece >= 0 ? ['[', ...before, piece.slice(0, inPiece), ']'].join('') : `[${before.join('').slice(0, end + 1)}]`,
      );
      if (rows === FAILED) {
        this.readCarefully(before.join('') + piece);
        return;
      }
      this.hadElements = true;
      this.postRows(rows as unknown[]);
      this.count = 0;
      // The next slice starts at the `{` after `},`.
      piece = piece.slice(end + 2 - beforeLength);
    }
  }

  /** Leaves quick mode: the current slice (which starts at an element) is read again, carefully. */
  private readCarefully(text = this.pieces.join('')): void {
    this.quick = false;
    this.pieces = [];
    this.piecesLength = 0;
    this.text = text;
    this.count = 0;
    this.scanned = 0;
    this.depth = 1;
    this.inString = false;
    this.scan();
  }

  /** Careful mode: finds the array's element boundaries in the new text; posts each complete slice. */
  private scan(): void {
    let text = this.text;
    let at = this.scanned;
    while (at < text.length) {
      if (this.inString) {
        // Strings are skipped whole: to their closing quote, one not escaped by an odd run of backslashes.
        const quote = text.indexOf('"', at);
        if (quote === -1) {
          at = text.length;
          break;
        }
        let backslashes = 0;
        while (text.charCodeAt(quote - 1 - backslashes) === BACKSLASH) backslashes++;
        at = quote + 1;
        if (backslashes % 2 === 0) this.inString = false;
        continue;
      }
      const code = text.charCodeAt(at);
      if (code === QUOTE) {
        this.inString = true;
      } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
        this.depth++;
      } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        this.depth--;
        if (this.depth === 0) {
          if (code === CLOSE_BRACKET) this.closeArray(text, at);
          else this.parse(`[${text.slice(0, at + 1)}`);
          return;
        }
      } else if (code === COMMA && this.depth === 1) {
        this.hadElements = true;
        this.count++;
        if (this.count === this.rowsPerMessage) {
          if (!this.postSlice(text.slice(0, at))) return;
          text = text.slice(at + 1);
          this.text = text;
          this.count = 0;
          at = 0;
          continue;
        }
      }
      at++;
    }
    this.scanned = at;
  }

  /** The array's closing bracket is at `at`: its last slice, then only whitespace may follow. */
  private closeArray(text: string, at: number): void {
    const last = text.slice(0, at);
    if (ONLY_WHITESPACE.test(last)) {
      // `[]` is an empty list; `[1,]` is an error, which JSON.parse names.
      if (this.hadElements && this.parse(`[${last},]`) === FAILED) return;
    } else if (!this.postSlice(last)) {
      return;
    }
    this.mode = 'after';
    this.text = '';
    this.take(text.slice(at + 1));
  }

  /** Parses the elements in `slice` and posts them as rows; false when they are not JSON. */
  private postSlice(slice: string): boolean {
    const rows = this.parse(`[${slice}]`);
    if (rows === FAILED) return false;
    this.hadElements = true;
    this.postRows(rows as unknown[]);
    return true;
  }

  /** Posts a parsed slice, dates revived: column by column where its rows allow. */
  private postRows(parsed: unknown[]): void {
    const columns = toColumns(parsed, this.rules);
    const last = this.ending ? ({ last: true } as const) : {};
    this.post(columns ? { id: this.id, columns, ...last } : { id: this.id, rows: this.rules.revive(parsed) as unknown[], ...last });
  }

  private parse(text: string): unknown {
    try {
      return JSON.parse(text);
    } catch (error) {
      this.fail(error instanceof Error ? error.message : String(error));
      return FAILED;
    }
  }

  private fail(message: string): void {
    this.finish({ id: this.id, error: message });
  }

  private finish(message: JsonWorkerMessage): void {
    this.mode = 'finished';
    this.text = '';
    this.parts = [];
    this.post(message);
  }
}

const FAILED = Symbol('not JSON');

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return FAILED;
  }
}
