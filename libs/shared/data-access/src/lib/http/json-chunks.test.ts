// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseInSlices, ROWS_PER_MESSAGE, type JsonWorkerMessage } from './json-chunks';

const bytesOf = (value: unknown) => new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value)).buffer as ArrayBuffer;

function run(bytes: ArrayBuffer): JsonWorkerMessage[] {
  const messages: JsonWorkerMessage[] = [];
  parseInSlices(bytes, 7, (message) => messages.push(message));
  return messages;
}

describe('the JSON worker (parseInSlices)', () => {
  it('given a long list, should hand its rows back in slices, in order, with dates revived, then say done', () => {
    const rows = Array.from({ length: ROWS_PER_MESSAGE * 2 + 5 }, (_, n) => ({ uid: `h${n}`, name: `Hydrant Mühlenweg ${n}`, lastUpdate: '2026-03-14T09:30:00Z' }));
    const messages = run(bytesOf(rows));
    const slices = messages.filter((message): message is { id: number; rows: unknown[] } => 'rows' in message);
    expect(slices.map((slice) => slice.rows.length)).toEqual([ROWS_PER_MESSAGE, ROWS_PER_MESSAGE, 5]);
    const all = slices.flatMap((slice) => slice.rows) as Array<{ uid: string; name: string; lastUpdate: unknown }>;
    expect(all.map((row) => row.uid)).toEqual(rows.map((row) => row.uid));
    expect(all[ROWS_PER_MESSAGE + 3].name).toBe(`Hydrant Mühlenweg ${ROWS_PER_MESSAGE + 3}`);
    expect(all[0].lastUpdate).toEqual(new Date('2026-03-14T09:30:00Z'));
    expect(messages.at(-1)).toEqual({ id: 7, done: true });
    expect(messages.every((message) => message.id === 7)).toBe(true);
  });

  it('given an empty list, should say done without rows', () => {
    expect(run(bytesOf([]))).toEqual([{ id: 7, done: true }]);
  });

  it('given an object, should hand it back whole with its dates revived', () => {
    expect(run(bytesOf({ at: '2026-03-14T09:30:00Z', n: 1 }))).toEqual([{ id: 7, done: true, value: { at: new Date('2026-03-14T09:30:00Z'), n: 1 } }]);
  });

  it('given text that is not JSON, should report an error and nothing else', () => {
    const messages = run(bytesOf('[{"uid": "h1",'));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ id: 7, error: expect.any(String) });
  });
});
