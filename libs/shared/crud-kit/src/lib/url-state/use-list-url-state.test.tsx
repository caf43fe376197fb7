import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestHistory } from '../testing/test-history';
import { formatSort, parseSort, useInPlaceFormUrlState, useListUrlState } from './use-list-url-state';

describe('sort in the URL', () => {
  it('should read "name" as ascending and "-name" as descending, and write them back', () => {
    expect(parseSort('name')).toEqual({ columnId: 'name', direction: 'asc' });
    expect(parseSort('-name')).toEqual({ columnId: 'name', direction: 'desc' });
    expect(parseSort(null)).toBeNull();
    expect(parseSort('-')).toBeNull();
    expect(formatSort({ columnId: 'lastUpdate', direction: 'desc' })).toBe('-lastUpdate');
  });
});

function routed<T>(hook: () => T, url: string) {
  const history = createTestHistory(url);
  const wrapper = ({ children }: { children: ReactNode }) => <HistoryRouter history={history}>{children}</HistoryRouter>;
  const result = renderHook(hook, { wrapper });
  const location = () => `${history.location.pathname}${history.location.search}`;
  return { ...result, history, location };
}

describe('useListUrlState', () => {
  it('should start from the URL and keep search and sort there', () => {
    const { result, location } = routed(useListUrlState, '/hydrant?q=markt&sort=-name');

    expect(result.current.query).toBe('markt');
    expect(result.current.sort).toEqual({ columnId: 'name', direction: 'desc' });

    act(() => result.current.setSort({ columnId: 'lastUpdate', direction: 'asc' }));
    act(() => result.current.setQuery(''));

    expect(location()).toBe('/hydrant?sort=lastUpdate');
  });

  it('should let the back button undo a sort, but not add an entry per typed letter', async () => {
    const { result, history, location } = routed(useListUrlState, '/hydrant');

    act(() => result.current.setQuery('m'));
    act(() => result.current.setQuery('ma'));
    act(() => result.current.setSort({ columnId: 'name', direction: 'asc' }));
    expect(location()).toBe('/hydrant?q=ma&sort=name');

    await act(() => history.go(-1));

    expect(location()).toBe('/hydrant?q=ma');
    expect(result.current.sort).toBeNull();
  });
});

describe('useListUrlState with a parameter prefix', () => {
  it('should keep its search and sort in its own parameters, beside another list’s', () => {
    const { result, location } = routed(() => useListUrlState({ paramPrefix: 'beacon' }), '/assets?q=other&gatewayQ=haupt&beaconSort=name');

    expect(result.current.query).toBe('');
    expect(result.current.sort).toEqual({ columnId: 'name', direction: 'asc' });

    act(() => result.current.setQuery('rtw'));
    act(() => result.current.setSort(null));

    expect(location()).toBe('/assets?q=other&gatewayQ=haupt&beaconQ=rtw');
  });
});

describe('useInPlaceFormUrlState', () => {
  it('should open forms in new history entries and close them back to the list with its search', async () => {
    const { result, history, location } = routed(useInPlaceFormUrlState, '/customer?q=wache');

    expect(result.current.mode).toEqual({ kind: 'list' });
    act(() => result.current.openEdit('fw-1'));
    expect(location()).toBe('/customer?q=wache&edit=fw-1');
    expect(result.current.mode).toEqual({ kind: 'edit', uid: 'fw-1' });

    await act(() => history.go(-1));
    expect(result.current.mode).toEqual({ kind: 'list' });

    act(() => result.current.openCreate());
    expect(result.current.mode).toEqual({ kind: 'create' });
    act(() => result.current.close());
    expect(location()).toBe('/customer?q=wache');
  });
});
