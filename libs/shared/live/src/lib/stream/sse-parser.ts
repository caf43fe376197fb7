/** One server-sent event, as the HTML standard's event-stream interpretation dispatches it. */
export interface SseEvent {
  /** The `event:` field; 'message' without one. */
  event: string;
  /** The `data:` lines joined with '\n'. */
  data: string;
  /** The last `id:` seen on the stream so far (it carries over to later events without one). */
  id: string;
}

export interface SseParserHandlers {
  onEvent(event: SseEvent): void;
  /** A `retry:` field: the reconnection time the server asks for, in ms. */
  onRetry?(ms: number): void;
}

/** Reads text chunks of an event stream, however they are cut. */
export interface SseParser {
  /** The next piece of the stream's text (decoded; may end anywhere, even between CR and LF). */
  push(text: string): void;
}

/** Where `char` next occurs in `text` from `from` on; Infinity when it does not. */
function indexIn(text: string, char: string, from: number): number {
  const at = text.indexOf(char, from);
  return at === -1 ? Infinity : at;
}

/**
 * The event-stream format of the HTML standard ("Server-sent events", section 9.2.6): lines end in CRLF, LF or CR; a line
 * starting with ':' is a comment; `field: value` (one leading space dropped) for the fields
 * event, data, id (ignored when it holds NUL) and retry (digits only); unknown fields are
 * ignored; a blank line dispatches the event, unless it has no data. A leading BOM is dropped.
 */
export function createSseParser({ onEvent, onRetry }: SseParserHandlers): SseParser {
  let buffer = '';
  let started = false;
  /** The previous chunk ended in CR: a LF at the start of the next one belongs to that line end. */
  let afterCr = false;
  let eventType = '';
  let data: string[] = [];
  let lastEventId = '';

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: eventType || 'message', data: data.join('\n'), id: lastEventId });
    eventType = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') {
      if (!value.includes('\0')) lastEventId = value;
    } else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };

  return {
    push(text) {
      if (text === '') return;
      if (!started) {
        started = true;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      if (afterCr && text.startsWith('\n')) text = text.slice(1);
      afterCr = false;
      buffer += text;
      let start = 0;
      // Each search resumes only when the line end it found is used up, so a chunk of many lines
      // without a CR (or without a LF) is scanned once, not once per line.
      let cr = -1;
      let lf = -1;
      for (;;) {
        if (cr < start) cr = indexIn(buffer, '\r', start);
        if (lf < start) lf = indexIn(buffer, '\n', start);
        if (cr === Infinity && lf === Infinity) break;
        const end = Math.min(cr, lf);
        line(buffer.slice(start, end));
        if (buffer[end] === '\r') {
          if (end + 1 === buffer.length) {
            // The LF of this CRLF may be the next chunk's first character.
            afterCr = true;
            start = end + 1;
            break;
          }
          start = buffer[end + 1] === '\n' ? end + 2 : end + 1;
        } else start = end + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}
