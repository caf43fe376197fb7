import { describe, expect, it, vi } from 'vitest';

// Module state: each test loads its own copy of the module.
async function freshModule() {
  vi.resetModules();
  return import('./unsaved-work');
}

describe('unsaved work', () => {
  it('given nothing holds unsaved work should report none', async () => {
    const work = await freshModule();
    expect(work.hasUnsavedWork()).toBe(false);
  });

  it('given two holders should report unsaved work until both have released it', async () => {
    const work = await freshModule();
    const releaseForm = work.holdUnsavedWork();
    const releaseImport = work.holdUnsavedWork();
    releaseForm();
    expect(work.hasUnsavedWork()).toBe(true);
    releaseImport();
    expect(work.hasUnsavedWork()).toBe(false);
  });

  it('given a holder releases twice should not release another holder', async () => {
    const work = await freshModule();
    const release = work.holdUnsavedWork();
    work.holdUnsavedWork();
    release();
    release();
    expect(work.hasUnsavedWork()).toBe(true);
  });

  it('given the user discarded the work should report none and say it was discarded', async () => {
    const work = await freshModule();
    work.holdUnsavedWork();
    expect(work.unsavedWorkDiscarded()).toBe(false);
    work.discardUnsavedWork();
    expect(work.hasUnsavedWork()).toBe(false);
    expect(work.unsavedWorkDiscarded()).toBe(true);
  });
});
