import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestHistory } from '../testing/test-history';
import { formatListFilters, parseListFilters, useListUrlFilters } from './use-list-url-filters';

const KNOWN = ['red', 'green', 'blue'] as const;

function routed(url: string, paramPrefix?: string) {
  const history = createTestHistory(url);
  const wrapper = ({ children }: { children: ReactNode }) => <HistoryRouter history={history}>{children}</HistoryRouter>;
  const { result } = renderHook(() => useListUrlFilters(KNOWN, { paramPrefix }), { wrapper });
  const location = () => `${history.location.pathname}${history.location.search}`;
  return { result, location, back: () => act(() => history.go(-1)) };
}

describe('filters in the URL', () => {
  it('should read the known ids in their own order and drop unknown and repeated ones', () => {
    expect(parseListFilters('blue,red,pink,red', KNOWN)).toEqual(['red', 'blue']);
    expect(parseListFilters(null, KNOWN)).toEqual([]);
    expect(formatListFilters(['red', 'blue'])).toBe('red,blue');
    expect(formatListFilters([])).toBeNull();
  });
});

describe('useListUrlFilters', () => {
  it('given a link with a filter, a search and a sort, should switch filters on and off and leave the rest', () => {
    const { result, location } = routed('/hydrant?q=markt&filter=blue&sort=-name');
    expect(result.current.active).toEqual(['blue']);

    act(() => result.current.toggle('red'));
    expect(result.current.active).toEqual(['red', 'blue']);
    expect(location()).toBe('/hydrant?q=markt&filter=red%2Cblue&sort=-name');

    act(() => result.current.toggle('blue'));
    act(() => result.current.toggle('red'));
    expect(result.current.active).toEqual([]);
    expect(location()).toBe('/hydrant?q=markt&sort=-name');
  });

  it('should make each change a history entry, so "back" undoes it', async () => {
    const { result, back } = routed('/hydrant');
    act(() => result.current.toggle('green'));
    expect(result.current.active).toEqual(['green']);

    await back();

    expect(result.current.active).toEqual([]);
  });

  it('given a prefix, should keep its filters under their own name', () => {
    const { result, location } = routed('/page?filter=red', 'a');
    expect(result.current.active).toEqual([]);

    act(() => result.current.toggle('green'));

    expect(location()).toBe('/page?filter=red&aFilter=green');
  });
});
