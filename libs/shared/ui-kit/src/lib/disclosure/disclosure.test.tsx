import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils';
import { Disclosure } from './disclosure';

describe('Disclosure', () => {
  it('should start closed and open and close from its header, with keyboard too', async () => {
    const onOpenChange = vi.fn();
    render(
      <Disclosure title="Standardbeladung" footer={<button type="button">Material hinzufügen</button>} onOpenChange={onOpenChange}>
        <p>Schlauch B × 4</p>
      </Disclosure>,
    );
    const header = screen.getByRole('button', { name: 'Standardbeladung' });
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Schlauch B × 4')).not.toBeVisible();

    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Schlauch B × 4')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Material hinzufügen' })).toBeVisible();

    header.focus();
    await userEvent.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('given defaultOpen, should start open', () => {
    render(
      <Disclosure title="Details" defaultOpen>
        Inhalt
      </Disclosure>,
    );
    expect(screen.getByText('Inhalt')).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Details' })).toBeInTheDocument();
  });

  it('should have no axe violations open and closed', async () => {
    const { container } = render(
      <Disclosure title="Details" footer="Fuß">
        Inhalt
      </Disclosure>,
    );
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    await expectNoAxeViolations(container);
  });
});
