import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils';
import { Toggle } from './toggle';

describe('Toggle', () => {
  it('should be a switch named by its label that turns on and off', async () => {
    const onChange = vi.fn();
    render(<Toggle label="Autoerfassung" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Autoerfassung' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('given a hidden label, should still be named by it', () => {
    render(<Toggle label="Dunkles Design" hideLabel />);
    expect(screen.getByRole('switch', { name: 'Dunkles Design' })).toBeInTheDocument();
  });

  it('given disabled, should not switch', async () => {
    render(<Toggle label="Autoerfassung" disabled defaultChecked />);
    await userEvent.click(screen.getByRole('switch', { name: 'Autoerfassung' }));
    expect(screen.getByRole('switch', { name: 'Autoerfassung' })).toBeChecked();
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <>
        <Toggle label="An" defaultChecked />
        <Toggle label="Aus" disabled />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
