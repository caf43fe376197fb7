import { describe, expect, it } from 'vitest';
import type { CheckResult } from './import-config';
import { IDLE, importReducer, loadedOf, type ImportAction, type ImportState, type ReadOk } from './import-steps';

const file = (name: string) => new File(['Name\nWache 1\n'], name);
const aRead = (mapping: ReadOk['mapping'] = { name: 0 }): ReadOk => ({
  ok: true,
  encoding: 'utf-8',
  bom: false,
  separator: ';',
  headerRow: true,
  headers: ['Name'],
  examples: ['Wache 1'],
  rowCount: 1,
  duplicateHeaders: [],
  mapping,
});
const aCheck = (valid: number): CheckResult => ({ valid, invalid: 0, issues: [], issueCount: 0, preview: [] });
const run = (...actions: ImportAction[]) => actions.reduce<ImportState>(importReducer, IDLE);

describe('importReducer', () => {
  it('should go from a chosen file through its read and check to the preview', () => {
    const chosen = file('wachen.csv');
    const read = aRead();
    const state = run({ type: 'chosen', file: chosen }, { type: 'read', file: chosen, read }, { type: 'checked', mapping: read.mapping, result: aCheck(1) });
    expect(state).toEqual({ step: 'preview', file: chosen, read, mapping: read.mapping, check: aCheck(1) });
  });

  it('given a second file chosen while the first is read, should drop the first one’s answer', () => {
    const first = file('alt.csv');
    const second = file('neu.csv');
    const state = run({ type: 'chosen', file: first }, { type: 'chosen', file: second }, { type: 'read', file: first, read: aRead() });
    expect(state).toEqual({ step: 'parsing', file: second, previous: null });
    expect(importReducer(state, { type: 'refused', file: first, refusal: { reason: 'empty' } })).toBe(state);
  });

  it('given the mapping changed while a check runs, should keep only the newer check', () => {
    const chosen = file('wachen.csv');
    const read = aRead();
    const byHand = { name: null };
    const state = run(
      { type: 'chosen', file: chosen },
      { type: 'read', file: chosen, read },
      { type: 'mapped', mapping: byHand },
      { type: 'checked', mapping: read.mapping, result: aCheck(1) },
    );
    expect(loadedOf(state)).toMatchObject({ mapping: byHand, check: null });
    expect(loadedOf(importReducer(state, { type: 'checked', mapping: byHand, result: aCheck(0) }))?.check).toEqual(aCheck(0));
  });

  it('should keep the preview (unchecked) while the file is read again, and show the new read after', () => {
    const chosen = file('wachen.csv');
    const read = aRead();
    const preview = run({ type: 'chosen', file: chosen }, { type: 'read', file: chosen, read }, { type: 'checked', mapping: read.mapping, result: aCheck(1) });
    const rereading = importReducer(preview, { type: 'rereading' });
    expect(rereading.step).toBe('parsing');
    expect(loadedOf(rereading)).toEqual({ file: chosen, read, mapping: read.mapping, check: null });
    const again = aRead({ name: null });
    expect(importReducer(rereading, { type: 'read', file: chosen, read: again })).toEqual({ step: 'preview', file: chosen, read: again, mapping: again.mapping, check: null });
  });

  it('should refuse a file and forget it when none is chosen', () => {
    const chosen = file('bild.csv');
    const failed = run({ type: 'chosen', file: chosen }, { type: 'refused', file: chosen, refusal: { reason: 'binary' } });
    expect(failed).toEqual({ step: 'failed', file: chosen, refusal: { reason: 'binary' } });
    expect(importReducer(failed, { type: 'chosen', file: null })).toEqual(IDLE);
  });

  it('should send only a checked preview, count progress, mark a cancel and end with the outcome', () => {
    const chosen = file('wachen.csv');
    const read = aRead();
    const unchecked = run({ type: 'chosen', file: chosen }, { type: 'read', file: chosen, read });
    expect(importReducer(unchecked, { type: 'sendStarted', total: 1 })).toBe(unchecked);

    const checked = importReducer(unchecked, { type: 'checked', mapping: read.mapping, result: aCheck(2) });
    const steps: ImportAction[] = [{ type: 'sendStarted', total: 2 }, { type: 'progress', done: 1, attempt: 2 }, { type: 'cancel' }];
    const sending = steps.reduce(importReducer, checked);
    expect(sending).toMatchObject({ step: 'sending', progress: { done: 1, total: 2, attempt: 2 }, cancelling: true });

    const outcome = { imported: 1, skipped: [{ line: 3, field: null, code: 'cancelled' }], ended: 'cancelled' as const };
    const done = importReducer(sending, { type: 'finished', outcome });
    expect(done).toEqual({ step: 'done', outcome });
    expect(importReducer(done, { type: 'restart' })).toEqual(IDLE);
  });
});
