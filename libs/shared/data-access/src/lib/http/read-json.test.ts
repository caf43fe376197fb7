import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseInSlices } from './json-chunks';

/** A Worker that runs the JSON worker's code in this thread, one message per task, as a browser delivers them. */
class InThreadWorker {
  static created = 0;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    InThreadWorker.created += 1;
  }
  postMessage({ id, bytes }: { id: number; bytes: ArrayBuffer }) {
    parseInSlices(bytes, id, (message) => setTimeout(() => this.onmessage?.({ data: message } as MessageEvent)));
  }
}

const answer = (value: unknown) => new Response(JSON.stringify(value));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('readJsonWithDates', () => {
  it('given a large list, should parse it in the worker and give back every row in order with its dates', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    const { readJsonWithDates, WORKER_FROM_BYTES } = await import('./read-json');
    const rows = Array.from({ length: 9000 }, (_, n) => ({ uid: `h${n}`, name: `Hydrant ${n} ${'x'.repeat(60)}`, lastUpdate: '2026-03-14T09:30:00Z' }));
    expect(JSON.stringify(rows).length).toBeGreaterThan(WORKER_FROM_BYTES);
    const before = InThreadWorker.created;
    const data = (await readJsonWithDates(answer(rows))) as typeof rows;
    expect(InThreadWorker.created).toBe(before + 1);
    expect(data).toHaveLength(9000);
    expect(data[8999].uid).toBe('h8999');
    expect(data[0].lastUpdate).toEqual(new Date('2026-03-14T09:30:00Z'));
  });

  it('given a small answer, should parse it at once without a worker', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    const { readJsonWithDates } = await import('./read-json');
    const before = InThreadWorker.created;
    expect(await readJsonWithDates(answer([{ at: '2026-03-14T09:30:00Z' }]))).toEqual([{ at: new Date('2026-03-14T09:30:00Z') }]);
    expect(InThreadWorker.created).toBe(before);
  });

  it('given a large answer that is not JSON, should reject', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    const { readJsonWithDates, WORKER_FROM_BYTES } = await import('./read-json');
    await expect(readJsonWithDates(new Response(`[${'"x",'.repeat(WORKER_FROM_BYTES / 4)}`))).rejects.toBeInstanceOf(SyntaxError);
  });

  it('prepared ahead of an answer, should start the one worker then and use it for the large answer', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    const { prepareJsonWorker, readJsonWithDates, WORKER_FROM_BYTES } = await import('./read-json');
    const before = InThreadWorker.created;
    prepareJsonWorker();
    expect(InThreadWorker.created).toBe(before + 1);
    prepareJsonWorker();
    const rows = Array.from({ length: 2 }, (_, n) => ({ uid: `h${n}`, name: 'x'.repeat(WORKER_FROM_BYTES) }));
    expect(await readJsonWithDates(answer(rows))).toHaveLength(2);
    expect(InThreadWorker.created).toBe(before + 1);
  });
});
