import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('should toggle when its label is clicked', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Aktiv" onChange={onChange} />);
    await userEvent.click(screen.getByText('Aktiv'));
    expect(screen.getByRole('checkbox', { name: 'Aktiv' })).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('given a controlled value, should follow it', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(true);
      return <Checkbox label="Aktiv" checked={checked} onChange={(event) => setChecked(event.target.checked)} />;
    }
    render(<Controlled />);
    const box = screen.getByRole('checkbox', { name: 'Aktiv' });
    expect(box).toBeChecked();
    await userEvent.keyboard('{Tab}');
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('given disabled, should not change', async () => {
    render(<Checkbox label="Aktiv" disabled />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Aktiv' }));
    expect(screen.getByRole('checkbox', { name: 'Aktiv' })).not.toBeChecked();
  });

  it('given an error and required, should be invalid, required and described by the error', () => {
    render(<Checkbox label="Bedingungen akzeptiert" required error="Pflichtfeld" />);
    const box = screen.getByRole('checkbox', { name: 'Bedingungen akzeptiert' });
    expect(box).toBeRequired();
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Pflichtfeld');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <>
        <Checkbox label="Aktiv" />
        <Checkbox label="Pflicht" required hint="Hinweis" error="Pflichtfeld" />
        <Checkbox label="Gesperrt" disabled />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
