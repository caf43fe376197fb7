import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils';
import { FulfilmentBadge, fulfilmentState } from './fulfilment-badge';

describe('FulfilmentBadge', () => {
  it.each([
    [9, 9, 'complete'],
    [10, 9, 'complete'],
    [0, 0, 'complete'],
    [6, 9, 'partial'],
    [0, 9, 'none'],
  ] as const)('given %i of %i, should be %s', (current, target, state) => {
    expect(fulfilmentState(current, target)).toBe(state);
  });

  it('should show current/target', () => {
    render(<FulfilmentBadge current={6} target={9} />);
    expect(screen.getByText('6/9')).toBeInTheDocument();
  });

  it('given a label, should read the label instead of the fraction', () => {
    const { container } = render(<FulfilmentBadge current={6} target={9} label="6 von 9 Sitzplätzen besetzt" />);
    expect(screen.getByText('6 von 9 Sitzplätzen besetzt')).toBeInTheDocument();
    expect(screen.getByText('6/9')).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstChild).toHaveAttribute('data-state', 'partial');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <>
        <FulfilmentBadge current={9} target={9} />
        <FulfilmentBadge current={3} target={9} label="3 von 9" />
        <FulfilmentBadge current={0} target={9} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
