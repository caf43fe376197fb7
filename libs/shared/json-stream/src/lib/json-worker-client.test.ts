import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROWS_PER_MESSAGE } from './answer-reader';
import { JsonWorkerClient, WORKER_FROM_BYTES } from './json-worker-client';
import { READ_SLICE_MS } from './page-reading';
import { createInThreadWorker } from './testing/in-thread-worker';
import { parseWithTestDates, TEST_DATE_RULES } from './testing/test-date-rules';

const InThreadWorker = createInThreadWorker(TEST_DATE_RULES);

/** A new client, as a page makes one (its worker is the global Worker a test stubs), and its reading calls. */
function freshClient() {
  const client = new JsonWorkerClient({ createWorker: () => new Worker('json.worker.js', { type: 'module' }), parseText: parseWithTestDates });
  return {
    readJsonWithDates: (response: Response, onFirstRows?: (rows: unknown[]) => void) => client.read(response, onFirstRows),
    prepareJsonWorker: () => client.prepare(),
    WORKER_FROM_BYTES,
    READ_SLICE_MS,
  };
}

const answer = (value: unknown) => new Response(JSON.stringify(value));

/** A body whose pieces are all there from the start, `piece` bytes each. */
function inPieces(bytes: Uint8Array, piece: number): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += piece) controller.enqueue(bytes.slice(at, at + piece));
      controller.close();
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('JsonWorkerClient.read (readJsonWithDates)', () => {
  it('given a large list, should parse it in the worker and give back every row in order with its dates', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    const { readJsonWithDates, WORKER_FROM_BYTES } = freshClient();
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
    const { readJsonWithDates } = freshClient();
    const before = InThreadWorker.created;
    expect(await readJsonWithDates(answer([{ at: '2026-03-14T09:30:00Z' }]))).toEqual([{ at: new Date('2026-03-14T09:30:00Z') }]);
    expect(InThreadWorker.created).toBe(before);
  });

  it('given a large answer that is not JSON, should reject', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    const { readJsonWithDates, WORKER_FROM_BYTES } = freshClient();
    await expect(readJsonWithDates(new Response(`[${'"x",'.repeat(WORKER_FROM_BYTES / 4)}`))).rejects.toBeInstanceOf(SyntaxError);
  });

  it('prepared ahead of an answer, should start the one worker then and use it for the large answer', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    const { prepareJsonWorker, readJsonWithDates, WORKER_FROM_BYTES } = freshClient();
    const before = InThreadWorker.created;
    prepareJsonWorker();
    expect(InThreadWorker.created).toBe(before + 1);
    prepareJsonWorker();
    const rows = Array.from({ length: 2 }, (_, n) => ({ uid: `h${n}`, name: 'x'.repeat(WORKER_FROM_BYTES) }));
    expect(await readJsonWithDates(answer(rows))).toHaveLength(2);
    expect(InThreadWorker.created).toBe(before + 1);
  });

  it('given a large answer arriving in pieces, should hand each piece on as it comes and end it once', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    const { readJsonWithDates } = freshClient();
    const text = JSON.stringify(Array.from({ length: 9000 }, (_, n) => ({ uid: `h${n}`, name: `Hydrant Mühlenweg ${n} ${'x'.repeat(60)}` })));
    const bytes = new TextEncoder().encode(text);
    const piece = 64 * 1024;
    const body = inPieces(bytes, piece);
    InThreadWorker.requests = [];
    const data = (await readJsonWithDates(new Response(body))) as Array<{ name: string }>;
    expect(data).toHaveLength(9000);
    expect(data[8999].name).toContain('Mühlenweg 8999');
    expect(InThreadWorker.requests.filter((request) => 'chunk' in request)).toHaveLength(Math.ceil(bytes.length / piece));
    expect(InThreadWorker.requests.filter((request) => 'end' in request)).toHaveLength(1);
  });

  it('given a large answer that is already here, should let the page run other tasks while reading it', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    const { readJsonWithDates, READ_SLICE_MS } = freshClient();
    const text = JSON.stringify(Array.from({ length: 9000 }, (_, n) => ({ uid: `h${n}`, name: `Hydrant ${n} ${'x'.repeat(60)}` })));
    const bytes = new TextEncoder().encode(text);
    const piece = 16 * 1024;
    const body = inPieces(bytes, piece);
    // Every look at the clock finds a slice's worth of time gone: as if each piece took that long.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += READ_SLICE_MS));
    // A task of the page, waiting: how much of the answer had been read when it ran.
    InThreadWorker.requests = [];
    let sentBeforeIt = -1;
    setTimeout(() => (sentBeforeIt = InThreadWorker.requests.filter((request) => 'chunk' in request).length), 0);
    const data = (await readJsonWithDates(new Response(body))) as unknown[];
    vi.mocked(performance.now).mockRestore();
    expect(data).toHaveLength(9000);
    expect(sentBeforeIt).toBeGreaterThanOrEqual(0);
    expect(sentBeforeIt).toBeLessThan(Math.ceil(bytes.length / piece));
  });

  it('given a large list, should hand its first rows on once, while the rest is still coming, then the whole list', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    const { readJsonWithDates } = freshClient();
    const rows = Array.from({ length: 9000 }, (_, n) => ({ uid: `h${n}`, name: `Hydrant ${n} ${'x'.repeat(60)}`, lastUpdate: '2026-03-14T09:30:00Z' }));
    const seen: unknown[][] = [];
    let whole: unknown[] | null = null;
    const reading = readJsonWithDates(answer(rows), (first) => {
      // Handed on before the answer is complete.
      expect(whole).toBeNull();
      seen.push(first);
    }).then((value) => (whole = value as unknown[]));
    await reading;
    expect(seen).toHaveLength(1);
    expect(seen[0]).toHaveLength(ROWS_PER_MESSAGE);
    expect(seen[0][0]).toEqual({ ...rows[0], lastUpdate: new Date('2026-03-14T09:30:00Z') });
    // The first rows are the list's own first rows, kept as they were while the list grew on.
    expect(whole).toHaveLength(9000);
    expect((whole as unknown as unknown[]).slice(0, ROWS_PER_MESSAGE)).toEqual(seen[0]);
  });

  it('given a small list, should not hand on first rows: it is there whole at once', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    const { readJsonWithDates } = freshClient();
    const onFirstRows = vi.fn();
    expect(await readJsonWithDates(answer([{ uid: 'h1' }, { uid: 'h2' }]), onFirstRows)).toHaveLength(2);
    expect(onFirstRows).not.toHaveBeenCalled();
  });

  it('given a large answer whose connection breaks, should reject and let the worker forget it', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    const { readJsonWithDates, WORKER_FROM_BYTES } = freshClient();
    const head = new TextEncoder().encode(`[${'"x",'.repeat(WORKER_FROM_BYTES / 4)}`);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        controller.error(new TypeError('network error'));
      },
    });
    InThreadWorker.requests = [];
    await expect(readJsonWithDates(new Response(body))).rejects.toThrow('network error');
    expect(InThreadWorker.requests.map((request) => Object.keys(request).filter((key) => key !== 'id'))).toEqual([['chunk'], ['cancel']]);
  });
});

describe('JsonWorkerClient.tagOf', () => {
  it('should give the ETag of the answer a value was read from, small or large, and nothing for a copy or an answer without one', async () => {
    vi.stubGlobal('Worker', InThreadWorker);
    const client = new JsonWorkerClient({ createWorker: () => new Worker('json.worker.js', { type: 'module' }), parseText: parseWithTestDates });
    const large = Array.from({ length: 9000 }, (_, n) => ({ uid: `h${n}`, name: `Hydrant ${n} ${'x'.repeat(60)}` }));

    const small = await client.read(new Response(JSON.stringify([{ uid: 'h1' }]), { headers: { ETag: '"s1"' } }));
    const read = (await client.read(new Response(JSON.stringify(large), { headers: { ETag: '"l1"' } }))) as unknown[];
    const untagged = await client.read(answer([{ uid: 'h2' }]));

    expect(client.tagOf(small)).toBe('"s1"');
    expect(client.tagOf(read)).toBe('"l1"');
    expect(client.tagOf(read.slice())).toBeUndefined();
    expect(client.tagOf(untagged)).toBeUndefined();
  });
});
