import type { Hydrant } from '@rescue-admin/api-contract';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { TestDataAccessProvider, createTestServer } from '@rescue-admin/data-access/testing';
import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useInspectionList } from './use-inspection-list';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nTestProvider>
    <TestDataAccessProvider>
      <MemoryRouter initialEntries={['/hydrant']}>{children}</MemoryRouter>
    </TestDataAccessProvider>
  </I18nTestProvider>
);

const inDays = (days: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 12);
};
const hydrant = (uid: string, name: string): Hydrant =>
  aHydrant({ uid, name, inspectionStatus: 'IN_BETRIEB', statusSince: inDays(-300), statusDefects: [], lastInspection: inDays(-300), nextInspection: inDays(65), inspectionIntervalMonths: null });

describe('useInspectionList', () => {
  it('keeps its columns when a hydrant of the list changes, so the table updates that row instead of sorting and indexing the whole list again', () => {
    const before = [hydrant('h-1', 'Hydrant Am Markt'), hydrant('h-2', 'Hydrant Bauhof')];
    const { result, rerender } = renderHook(({ rows }) => useInspectionList(rows), { wrapper, initialProps: { rows: before } });
    const columns = result.current.columns;
    expect(columns.map((column) => column.id)).toEqual(['inspectionStatus', 'nextInspection', 'inspectionDue']);

    // A colleague renamed one hydrant: the list is a new array with one new row.
    rerender({ rows: [before[0] as Hydrant, { ...(before[1] as Hydrant), name: 'Hydrant Bauhof Nord' }] });
    expect(result.current.columns).toBe(columns);
  });
});
