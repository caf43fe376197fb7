/** SPEC §7/§9: loading a script chunk gives up after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** SPEC §8: how a chunk failed — the file is gone (404), it took too long, or anything else. */
export type ChunkFailureType = 'missing' | 'timeout' | 'error';

/** A chunk that could not be loaded, classified for the 'Loading chunk failed' screen. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly type: ChunkFailureType,
    /** The address that failed, when the browser named it. */
    readonly url: string | null,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk failed (${type}${url ? `: ${url}` : ''})`, options);
  }
}

class ChunkTimeoutError extends Error {
  constructor(readonly label: string | null, timeoutMs: number) {
    super(`Timed out after ${timeoutMs} ms`);
  }
}

/**
 * Browsers name the failed module in the message, each in its own words:
 * Chrome "Failed to fetch dynamically imported module: http://…/x.js", Firefox "error loading
 * dynamically imported module: http://…", Vite's preload helper "Unable to preload CSS for /assets/x.css".
 */
export function extractChunkUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:m?js|css))/.exec(message);
  return match ? match[1] : null;
}

/**
 * The script address a load function imports: its `import("…")` (in the production build
 * `import("./hydrants-routes-B1a2.js")`, next to the shell's own chunks), resolved against `base`.
 * Null when the function names none (a test's stand-in). A hanging import names no file itself.
 */
export function importedScriptUrl(load: () => unknown, base: string = import.meta.url): string | null {
  const match = /import\(\s*["'`]([^"'`]+)["'`]/.exec(String(load));
  if (!match) return null;
  try {
    return new URL(match[1], base).href;
  } catch {
    return null;
  }
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** A HEAD request past the browser's cache (`cache` is a browser RequestInit field). */
const HEAD_UNCACHED = { method: 'HEAD', cache: 'no-store' } as RequestInit;

/**
 * A failed import says nothing about why. Asking the server for the same address tells a deleted
 * chunk (typically: a new release replaced the files while the tab stayed open) from a network
 * or script error.
 */
export async function classifyChunkFailure(error: unknown, fetchImpl: Fetch = fetch, script: string | null = null): Promise<ChunkLoadError> {
  if (error instanceof ChunkTimeoutError) return new ChunkLoadError('timeout', error.label, { cause: error });
  const url = extractChunkUrl(error) ?? script;
  if (url) {
    try {
      const response = await fetchImpl(url, HEAD_UNCACHED);
      if (response.status === 404) return new ChunkLoadError('missing', url, { cause: error });
    } catch {
      // The server is unreachable: that is an 'error', not proof that the file is gone.
    }
  }
  return new ChunkLoadError('error', url, { cause: error });
}

export interface LoadChunkOptions {
  /** @default 120000 (SPEC §9) */
  timeoutMs?: number;
  /** Used to check whether the failed address still exists. @default the global fetch */
  fetch?: Fetch;
  /**
   * The address reported when the load timed out or the browser named none: a hanging import names
   * no file. @default the script the load function imports ({@link importedScriptUrl})
   */
  label?: string;
}

/** Runs a dynamic import with the spec's time-out and turns any failure into a ChunkLoadError. */
export async function loadChunk<T>(load: () => Promise<T>, options: LoadChunkOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? CHUNK_TIMEOUT_MS;
  const script = options.label ?? importedScriptUrl(load);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError(script, timeoutMs)), timeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    throw await classifyChunkFailure(error, options.fetch, script);
  } finally {
    clearTimeout(timer);
  }
}
