import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import type { ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createTestHistory } from '../testing/test-history';
import { useListViewMode } from './list-view-mode';
import { ListViewSwitch } from './list-view-switch';

function routed<T>(hook: () => T, url: string) {
  const history = createTestHistory(url);
  const wrapper = ({ children }: { children: ReactNode }) => <HistoryRouter history={history}>{children}</HistoryRouter>;
  const result = renderHook(hook, { wrapper });
  const location = () => `${history.location.pathname}${history.location.search}`;
  return { ...result, history, location };
}

describe('useListViewMode', () => {
  it('should read ?view=karte, keep the search when switching, and make each switch a history entry', async () => {
    const { result, location, history } = routed(useListViewMode, '/hydrant?q=markt');
    expect(result.current.mode).toBe('list');

    act(() => result.current.setMode('map'));
    expect(result.current.mode).toBe('map');
    expect(location()).toBe('/hydrant?q=markt&view=karte');

    await act(() => history.go(-1));
    expect(result.current.mode).toBe('list');
    expect(location()).toBe('/hydrant?q=markt');
  });
});

describe('ListViewSwitch', () => {
  it('should offer „Liste“ and „Karte“ as pressed/unpressed buttons in the group „Ansicht“', async () => {
    const changes: string[] = [];
    render(
      <I18nTestProvider>
        <ListViewSwitch mode="list" onChange={(mode) => changes.push(mode)} />
      </I18nTestProvider>,
    );

    expect(screen.getByRole('group', { name: 'Ansicht' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Karte' }));
    expect(changes).toEqual(['map']);
  });
});
