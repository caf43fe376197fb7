import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
