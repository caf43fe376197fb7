import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ChunkLoadError, classifyChunkFailure, extractChunkUrl, importedScriptUrl, loadChunk } from './chunk-load';

const CHUNK = 'http://app.test/assets/hydrants-routes-B1a2.js';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const importFailure = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

describe('extractChunkUrl', () => {
  it.each([
    [`Failed to fetch dynamically imported module: ${CHUNK}`, CHUNK],
    [`error loading dynamically imported module: ${CHUNK}`, CHUNK],
    ['Unable to preload CSS for /assets/hydrants-C3d4.css', '/assets/hydrants-C3d4.css'],
    ['Importing a module script failed.', null],
  ])('given "%s" should find %s', (message, expected) => {
    expect(extractChunkUrl(new Error(message))).toBe(expected);
  });
});

describe('classifyChunkFailure', () => {
  it('given the chunk answers 404 should call it missing', async () => {
    server.use(http.head(CHUNK, () => new HttpResponse(null, { status: 404 })));
    const error = await classifyChunkFailure(importFailure(CHUNK));
    expect(error).toMatchObject({ type: 'missing', url: CHUNK });
  });

  it('given the chunk still exists should call it an error', async () => {
    server.use(http.head(CHUNK, () => new HttpResponse(null, { status: 200 })));
    expect(await classifyChunkFailure(importFailure(CHUNK))).toMatchObject({ type: 'error', url: CHUNK });
  });

  it('given the server cannot be reached should call it an error, not missing', async () => {
    server.use(http.head(CHUNK, () => HttpResponse.error()));
    expect(await classifyChunkFailure(importFailure(CHUNK))).toMatchObject({ type: 'error', url: CHUNK });
  });

  it('given a message without an address should call it an error without asking the server', async () => {
    expect(await classifyChunkFailure(new TypeError('Importing a module script failed.'))).toMatchObject({ type: 'error', url: null });
  });
});

describe('loadChunk', () => {
  it('should hand back the loaded module', async () => {
    const module = { default: () => null };
    await expect(loadChunk(async () => module)).resolves.toBe(module);
  });

  it('given a load that never settles should give up after 120 s as a timeout', async () => {
    vi.useFakeTimers();
    const result = loadChunk(() => new Promise(() => undefined), { label: '/hydrant' });
    const assertion = expect(result).rejects.toMatchObject({ type: 'timeout', url: '/hydrant' });

    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    result.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('given a load that never settles should name the script it imports', async () => {
    vi.useFakeTimers();
    // What the production build makes of a feature's `load`: an import of its hashed chunk.
    const load = Object.assign(() => new Promise(() => undefined), { toString: () => '() => import("./hydrants-routes-B1a2.js")' });
    const assertion = expect(loadChunk(load, { timeoutMs: 1 })).rejects.toMatchObject({ type: 'timeout', url: expect.stringMatching(/\/hydrants-routes-B1a2\.js$/) });
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('should find the address of the script a load function imports', () => {
    const load = Object.assign(() => undefined, { toString: () => '() => import("./users-routes-C3.js")' });
    expect(importedScriptUrl(load, 'http://app.test/assets/index-A1.js')).toBe('http://app.test/assets/users-routes-C3.js');
    expect(importedScriptUrl(async () => ({ default: () => null }))).toBeNull();
  });

  it('given a failed import should reject with a classified ChunkLoadError', async () => {
    server.use(http.head(CHUNK, () => new HttpResponse(null, { status: 404 })));
    const error = await loadChunk(() => Promise.reject(importFailure(CHUNK))).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'missing', url: CHUNK });
  });
});
