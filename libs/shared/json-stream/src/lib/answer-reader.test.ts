// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ROWS_PER_MESSAGE } from './answer-reader';
import { appendRows } from './column-codec';
import type { JsonWorkerMessage } from './protocol';
import { parseWithTestDates, TEST_DATE_RULES } from './testing/test-date-rules';
import { jsonWorkerHandler } from './worker-handler';

const bytesOf = (text: string) => new TextEncoder().encode(text);

/** Sends `text` to the worker's handler as answer 7, cut into pieces at `cuts` (byte offsets). */
function run(text: string, cuts: number[] = [], rowsPerMessage = ROWS_PER_MESSAGE): JsonWorkerMessage[] {
  const messages: JsonWorkerMessage[] = [];
  const handle = jsonWorkerHandler((message) => messages.push(message), TEST_DATE_RULES, rowsPerMessage);
  const bytes = bytesOf(text);
  const bounds = [0, ...cuts.filter((cut) => cut > 0 && cut < bytes.length).sort((a, b) => a - b), bytes.length];
  for (let n = 0; n + 1 < bounds.length; n++) handle({ id: 7, chunk: bytes.slice(bounds[n], bounds[n + 1]).buffer });
  handle({ id: 7, end: true });
  return messages;
}

/** The rows a slice message hands over (a column slice rebuilt as the page does), or null for the last message. */
function rowsOf(message: JsonWorkerMessage): unknown[] | null {
  if ('rows' in message) return message.rows;
  if (!('columns' in message)) return null;
  const rows: unknown[] = [];
  appendRows(message.columns, rows);
  return rows;
}

/** What the page makes of the messages: the value, or the error. */
function outcome(messages: JsonWorkerMessage[]): { value: unknown } | { error: true } {
  const rows: unknown[] = [];
  for (const [index, message] of messages.entries()) {
    if ('error' in message) {
      // An error is the last message.
      expect(index).toBe(messages.length - 1);
      return { error: true };
    }
    const slice = rowsOf(message);
    if (slice) rows.push(...slice);
    else return { value: 'value' in message ? message.value : rows };
  }
  throw new Error('no last message');
}

function expected(text: string): { value: unknown } | { error: true } {
  try {
    return { value: parseWithTestDates(text) };
  } catch {
    return { error: true };
  }
}

const rows = (count: number) =>
  Array.from({ length: count }, (_, n) => ({ uid: `h${n}`, name: `Hydrant Mühlenweg ${n}`, lastUpdate: '2026-03-14T09:30:00Z', lat: 51.1 + n / 1e6 }));

describe('the JSON worker (JsonAnswerReader)', () => {
  it('given a long list, should hand its rows back in slices, in order, with dates revived, then say done', () => {
    const list = rows(ROWS_PER_MESSAGE * 2 + 5);
    const messages = run(JSON.stringify(list));
    const slices = messages.map(rowsOf).filter((slice) => slice !== null);
    expect(slices.map((slice) => slice.length)).toEqual([ROWS_PER_MESSAGE, ROWS_PER_MESSAGE, 5]);
    const all = slices.flat() as Array<{ uid: string; name: string; lastUpdate: unknown }>;
    expect(all.map((row) => row.uid)).toEqual(list.map((row) => row.uid));
    expect(all[ROWS_PER_MESSAGE + 3].name).toBe(`Hydrant Mühlenweg ${ROWS_PER_MESSAGE + 3}`);
    expect(all[0].lastUpdate).toEqual(new Date('2026-03-14T09:30:00Z'));
    expect(messages.at(-1)).toEqual({ id: 7, done: true });
    expect(messages.every((message) => 'id' in message && message.id === 7)).toBe(true);
  });

  it('given a list arriving in pieces, should post each complete slice before the answer has ended', () => {
    const text = JSON.stringify(rows(ROWS_PER_MESSAGE + 200));
    const messages: JsonWorkerMessage[] = [];
    const handle = jsonWorkerHandler((message) => messages.push(message), TEST_DATE_RULES);
    const bytes = bytesOf(text);
    handle({ id: 3, chunk: bytes.slice(0, Math.floor(bytes.length * 0.99)).buffer });
    expect(messages.map((message) => rowsOf(message)?.length)).toEqual([ROWS_PER_MESSAGE]);
    handle({ id: 3, chunk: bytes.slice(Math.floor(bytes.length * 0.99)).buffer });
    handle({ id: 3, end: true });
    expect(messages.map((message) => rowsOf(message)?.length ?? message)).toEqual([ROWS_PER_MESSAGE, 200, { id: 3, done: true }]);
    // The slice read once the answer has ended is its last (the page shows no "first rows" for it).
    expect(messages.map((message) => 'last' in message)).toEqual([false, true, false]);
  });

  it('given a list of records arriving a byte at a time, should still cut it into full slices between the records', () => {
    const list = rows(5);
    const text = JSON.stringify(list);
    const everyByte = Array.from({ length: bytesOf(text).length }, (_, n) => n);
    const messages = run(text, everyByte, 2);
    expect(messages.map((message) => rowsOf(message)?.length ?? message)).toEqual([2, 2, 1, { id: 7, done: true }]);
    expect(outcome(messages)).toEqual(expected(text));
  });

  it('given compact records in any pieces, should parse each slice once: the quick cut at "},{" holds, nothing is read twice', () => {
    const text = JSON.stringify(rows(9));
    for (const cuts of [[], [10, 11, 12, 200], Array.from({ length: text.length }, (_, n) => n)]) {
      const parse = vi.spyOn(JSON, 'parse');
      try {
        const messages = run(text, cuts, 2);
        expect(messages.map((message) => rowsOf(message)?.length ?? message)).toEqual([2, 2, 2, 2, 1, { id: 7, done: true }]);
        expect(parse).toHaveBeenCalledTimes(5);
      } finally {
        parse.mockRestore();
      }
    }
  });

  it('given records whose texts or nested lists hold "},{", should cut only between the records', () => {
    const list = [
      { uid: 'a', name: '},{', parts: [{ n: 1 }, { n: 2 }] },
      { uid: 'b', name: 'x},{"uid":"c"}' },
      { uid: 'd', parts: [{ n: 3 }, { n: 4 }, { n: 5 }] },
      { uid: 'e', name: '\\"},{' },
      { uid: 'f' },
    ];
    const text = JSON.stringify(list);
    for (const cuts of [[], [7, 8, 9, 30, 31], Array.from({ length: text.length }, (_, n) => n)]) {
      const messages = run(text, cuts, 2);
      expect(outcome(messages)).toEqual({ value: list });
      expect(messages.every((message) => (rowsOf(message)?.length ?? 0) <= 2)).toBe(true);
    }
  });

  it('given an empty list, should say done without rows', () => {
    expect(run(' [ ] ')).toEqual([{ id: 7, done: true }]);
  });

  it('given an object, should hand it back whole with its dates revived', () => {
    expect(run(JSON.stringify({ at: '2026-03-14T09:30:00Z', n: 1 }), [3, 9])).toEqual([{ id: 7, done: true, value: { at: new Date('2026-03-14T09:30:00Z'), n: 1 } }]);
  });

  it.each([
    ['an unfinished list', '[{"uid": "h1",'],
    ['an empty answer', ''],
    ['a trailing comma', '[1,2,]'],
    ['a trailing comma after a full slice', `[${'1,'.repeat(ROWS_PER_MESSAGE)}]`],
    ['two commas', '[1,,2]'],
    ['a missing comma', '[1 2]'],
    ['text after the list', '[1] x'],
    ['a second list', '[1][2]'],
    ['mismatched brackets', '[{]}'],
    ['a list closed by a brace', '[1}'],
  ])('given %s, should report an error and nothing after it', (_case, text) => {
    expect(outcome(run(text))).toEqual({ error: true });
  });

  it('given any JSON cut into any pieces, should give what JSON.parse gives, dates revived', () => {
    // Strings full of what the boundary search must skip: quotes, backslashes, brackets, commas, umlauts (two bytes each).
    const tricky = fc.stringMatching(/^[a-zäöüß ",\\[\]{}:\n]{0,12}$/);
    const leaf = fc.oneof(tricky, fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), fc.constant('2026-03-14T09:30:00.000Z'));
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(tricky, tie('value'), { maxKeys: 4 })),
    }));
    const answer = fc.oneof(fc.array(value, { maxLength: 30 }), value);
    fc.assert(
      fc.property(answer, fc.array(fc.nat(2000), { maxLength: 6 }), (data, cuts) => {
        const text = JSON.stringify(data, null, cuts.length % 2 === 0 ? undefined : 1);
        // Slices of two rows: boundaries everywhere.
        expect(outcome(run(text, cuts, 2))).toEqual(expected(text));
        expect(outcome(run(text, cuts))).toEqual(expected(text));
      }),
      { numRuns: 500 },
    );
  });

  it('given text that may or may not be JSON, should fail exactly where JSON.parse fails', () => {
    const piece = fc.constantFrom('[', ']', '{', '}', ',', ':', '"a"', '"\\""', '"\\\\"', '1', ' ', 'null', '"x,]"', 'x', '},{', '{"a":1}', '"},{"');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 14 }), fc.array(fc.nat(40), { maxLength: 3 }), (pieces, cuts) => {
        const text = pieces.join('');
        expect(outcome(run(text, cuts, 2))).toEqual(expected(text));
        expect(outcome(run(text, cuts))).toEqual(expected(text));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('slices column by column (toColumns, appendRows)', () => {
  it('given any list of records, should rebuild what JSON.parse gives, keys in their order', () => {
    const leaf = fc.oneof(fc.string(), fc.constantFrom('A', 'B', 'C'), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), fc.constant('2026-03-14T09:30:00.000Z'), fc.array(fc.integer(), { maxLength: 2 }));
    const keys = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(keys, fc.integer({ min: 2, max: 12 }), fc.infiniteStream(leaf), (names, count, values) => {
        const list = Array.from({ length: count }, () => Object.fromEntries(names.map((name) => [name, values.next().value])));
        const text = JSON.stringify(list);
        const result = outcome(run(text, [], 4));
        expect(result).toEqual(expected(text));
        expect(JSON.stringify(result)).toBe(JSON.stringify(expected(text)));
      }),
      { numRuns: 300 },
    );
  });
});
