import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils';
import { FormActions, FormField } from './form-field';

describe('FormField', () => {
  it('should label the control and wire hint, error, required and invalid to it', () => {
    render(
      <FormField label="Beschreibung" required hint="Höchstens 200 Zeichen" error="Pflichtfeld">
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    const control = screen.getByRole('textbox', { name: 'Beschreibung' });
    expect(control).toBeRequired();
    expect(control).toBeInvalid();
    expect(control).toHaveAccessibleDescription('Pflichtfeld Höchstens 200 Zeichen');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('without error and required, should leave the control plain', () => {
    render(<FormField label="Notiz">{(control) => <input {...control} />}</FormField>);
    const control = screen.getByRole('textbox', { name: 'Notiz' });
    expect(control).not.toBeRequired();
    expect(control).not.toBeInvalid();
    expect(control).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });
});

describe('FormActions', () => {
  it('should submit the form and cancel separately', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const onCancel = vi.fn();
    render(
      <form onSubmit={onSubmit} aria-label="Hydrant">
        <FormActions submitLabel="Speichern" cancelLabel="Abbrechen" onCancel={onCancel} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('given submitting, should disable both buttons and mark submit busy', () => {
    render(<FormActions submitLabel="Speichern" cancelLabel="Abbrechen" onCancel={vi.fn()} submitting />);
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <form aria-label="Hydrant">
        <FormField label="Name" required error="Pflichtfeld">
          {(control) => <input {...control} />}
        </FormField>
        <FormActions submitLabel="Speichern" cancelLabel="Abbrechen" onCancel={vi.fn()} />
      </form>,
    );
    await expectNoAxeViolations(container);
  });
});
