// How the page reads an answer's bytes: in slices that leave other tasks their turn, and handed
// to the worker without a copy where possible.

/**
 * How long reading an answer may go on before the page's other tasks get a turn. A body that is
 * already here (the local network, a fast line) is otherwise read to its end in one task: each
 * `read()` resolves at once, as a microtask, so a long list would be one long task of the page.
 */
export const READ_SLICE_MS = 8;

/** The next task of the page: the browser's `scheduler.yield()` where there is one, else a timer. */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** Reads the next piece of `reader`, first letting other tasks run once this task has read for {@link READ_SLICE_MS}. */
export function slicedReader(reader: ReadableStreamDefaultReader<Uint8Array>): () => Promise<ReadableStreamReadResult<Uint8Array>> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart >= READ_SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    return reader.read();
  };
}

/** The bytes of `chunk` as an ArrayBuffer of their own, to hand to the worker without a copy where possible. */
export function ownBuffer(chunk: Uint8Array): ArrayBuffer {
  return chunk.byteOffset === 0 && chunk.byteLength === chunk.buffer.byteLength && chunk.buffer instanceof ArrayBuffer
    ? chunk.buffer
    : (chunk.slice().buffer as ArrayBuffer);
}

/** The text of the pieces read so far. */
export function decode(chunks: Uint8Array[], length: number): string {
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
