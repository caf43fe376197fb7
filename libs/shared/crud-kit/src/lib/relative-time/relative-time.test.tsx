import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RelativeTime } from './relative-time';

describe('RelativeTime', () => {
  it('should say how long ago in German and give the exact date-time as tooltip and to screen readers', () => {
    const now = new Date(2026, 10, 22, 14, 5);
    render(<RelativeTime date={new Date(2026, 10, 22, 13, 0)} now={now} />);

    const time = screen.getByText('vor 1 Stunde');
    expect(time).toHaveAttribute('title', '22.11.2026, 13:00');
    expect(time).toHaveAccessibleName('vor 1 Stunde (22.11.2026, 13:00)');
    expect(time).toHaveAttribute('datetime', new Date(2026, 10, 22, 13, 0).toISOString());
  });

  it('should render nothing without a date', () => {
    const { container } = render(<RelativeTime date={null} />);

    expect(container).toBeEmptyDOMElement();
  });
});

describe('RelativeTime without a given now', () => {
  afterEach(() => vi.useRealTimers());

  it('should follow the clock while it is shown: "vor 1 Minute" becomes "vor 3 Minuten"', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 22, 14, 5, 10) });
    render(<RelativeTime date={new Date(2026, 10, 22, 14, 4, 10)} />);
    expect(screen.getByText('vor 1 Minute')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(2 * 60_000));

    expect(screen.getByText('vor 3 Minuten')).toBeInTheDocument();
  });

  it('should stop its clock once no time is shown', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 22, 14, 5) });
    const { unmount } = render(<RelativeTime date={new Date(2026, 10, 22, 14, 0)} />);
    expect(vi.getTimerCount()).toBe(1);

    unmount();

    expect(vi.getTimerCount()).toBe(0);
  });
});
