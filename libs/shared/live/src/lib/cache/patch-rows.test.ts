import { describe, expect, it } from 'vitest';
import type { LiveChange } from '@rescue-admin/api-contract';
import { patchRows } from './patch-rows';

type Row = { uid: string; name: string; version: number };

let nextId = 0;
function change(kind: LiveChange['kind'], record: Row): LiveChange {
  nextId += 1;
  return {
    id: String(nextId),
    list: 'hydrant.all',
    uid: record.uid,
    kind,
    version: kind === 'delete' ? null : record.version,
    actor: { uid: 'max', name: 'Max Muster' },
    record: kind === 'delete' ? null : record,
    at: new Date('2026-11-27T06:00:00Z'),
  };
}

const row = (n: number, version = 1): Row => ({ uid: `h${n}`, name: `Hydrant ${n}`, version });

describe('patchRows', () => {
  it('given updates, creates and deletes one after another, should give each list as if it were patched from scratch', () => {
    let rows: readonly Row[] = Array.from({ length: 50 }, (_, n) => row(n));
    const steps: LiveChange[][] = [
      [change('update', row(10, 2))],
      [change('create', row(50)), change('create', row(51))],
      [change('update', row(51, 2)), change('update', row(3, 2))],
      [change('delete', row(0))],
      [change('update', row(50, 2))],
      [change('delete', row(20)), change('create', row(52))],
      [change('update', row(52, 2)), change('update', row(49, 2))],
    ];
    for (const step of steps) {
      const patched = patchRows(rows, step);
      expect(patched).toEqual(patchRows([...rows], step));
      rows = patched;
    }
    expect(rows.map((each) => `${each.uid}@${each.version}`)).toEqual([
      ...Array.from({ length: 49 }, (_, n) => n + 1)
        .filter((n) => n !== 20)
        .map((n) => `h${n}@${n === 3 || n === 10 || n === 49 ? 2 : 1}`),
      'h50@2',
      'h51@2',
      'h52@2',
    ]);
  });

  it('given two different lists patched from one, should neither lose nor double a row in either', () => {
    const rows = Array.from({ length: 20 }, (_, n) => row(n));
    const base = patchRows(rows, [change('update', row(1, 2))]);
    const withA = patchRows(base, [change('create', row(100))]);
    const withB = patchRows(base, [change('create', row(200))]);
    const laterA = patchRows(withA, [change('update', row(100, 2)), change('create', row(200))]);
    const laterB = patchRows(withB, [change('update', row(200, 2)), change('update', row(100, 2))]);
    expect(laterA.map((each) => each.uid)).toEqual([...rows.map((each) => each.uid), 'h100', 'h200']);
    expect(laterA[20]).toEqual(row(100, 2));
    expect(laterB.map((each) => each.uid)).toEqual([...rows.map((each) => each.uid), 'h200', 'h100']);
    expect(laterB[20]).toEqual(row(200, 2));
  });
});
