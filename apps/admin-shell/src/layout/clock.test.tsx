import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { Clock } from './clock';
import { msUntilNextMinute } from './use-minute-clock';

describe('msUntilNextMinute', () => {
  it('should count to the next full minute', () => {
    expect(msUntilNextMinute(new Date(2026, 10, 22, 14, 4, 59, 500))).toBe(500);
    expect(msUntilNextMinute(new Date(2026, 10, 22, 14, 4, 0, 0))).toBe(60_000);
    expect(msUntilNextMinute(new Date(2026, 10, 22, 14, 4, 30, 250))).toBe(29_750);
  });
});

describe('given the header clock mounted at 14:04:59.5', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 14, 4, 59, 500));
  });
  afterEach(() => vi.useRealTimers());

  const renderClock = () =>
    render(
      <I18nTestProvider>
        <Clock />
      </I18nTestProvider>,
    );

  it('should show hour and minute with "Uhr" and the German date', () => {
    renderClock();
    expect(screen.getByText('14:04 Uhr')).toBeInTheDocument();
    expect(screen.getByText('Sonntag, 22. November 2026')).toBeInTheDocument();
  });

  it('should switch to 14:05 exactly at the minute boundary, not 60 s after mounting', () => {
    renderClock();
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByText('14:04 Uhr')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('14:05 Uhr')).toBeInTheDocument();
  });

  it('should then keep updating at every following minute boundary', () => {
    renderClock();
    act(() => vi.advanceTimersByTime(500 + 59_999));
    expect(screen.getByText('14:05 Uhr')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('14:06 Uhr')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByText('14:16 Uhr')).toBeInTheDocument();
  });
});
