import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils';
import { ConfirmDialog } from './confirm-dialog';

function DeleteFlow({ onConfirm }: { onConfirm: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Hydrant löschen
      </button>
      <ConfirmDialog
        open={open}
        title="Hydrant löschen?"
        message="Möchten Sie „Hydrant Marktplatz“ wirklich löschen?"
        confirmLabel="Löschen"
        cancelLabel="Abbrechen"
        closeLabel="Schließen"
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          await onConfirm();
          setOpen(false);
        }}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('should name the record, start on cancel and close on cancel without confirming', async () => {
    const onConfirm = vi.fn(async () => undefined);
    render(<DeleteFlow onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hydrant löschen' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Hydrant löschen?' });
    expect(dialog).toHaveAccessibleDescription('Möchten Sie „Hydrant Marktplatz“ wirklich löschen?');
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('should stay busy while the delete runs and close when it is done', async () => {
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<DeleteFlow onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hydrant löschen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Löschen' })).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Hydrant löschen' })).toHaveFocus();
  });

  it('should have no axe violations', async () => {
    render(<DeleteFlow onConfirm={async () => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hydrant löschen' }));
    await expectNoAxeViolations(document.body);
  });
});
