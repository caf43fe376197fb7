import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils';
import { Popup } from './popup';

function Example({ fullscreen = false }: { fullscreen?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Details öffnen
      </button>
      <Popup
        open={open}
        onClose={() => setOpen(false)}
        title="Hydrant Marktplatz"
        closeLabel="Schließen"
        fullscreen={fullscreen}
        footer={<button type="button">Bearbeiten</button>}
      >
        <label>
          Notiz <input />
        </label>
      </Popup>
    </>
  );
}

describe('Popup', () => {
  it('should open as a modal dialog named by its title with focus inside', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Details öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Hydrant Marktplatz' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('textbox', { name: 'Notiz' })).toHaveFocus();
  });

  it('Escape should close it and return focus to the opener', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Details öffnen' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Details öffnen' })).toHaveFocus();
  });

  it('the close icon should close it', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Details öffnen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should keep Tab and Shift+Tab inside the dialog', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Details öffnen' }));
    const close = screen.getByRole('button', { name: 'Schließen' });
    const input = screen.getByRole('textbox', { name: 'Notiz' });
    const edit = screen.getByRole('button', { name: 'Bearbeiten' });

    await userEvent.tab();
    expect(edit).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(edit).toHaveFocus();
  });

  it('a click on the backdrop should close it, a click inside should not', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Details öffnen' }));
    await userEvent.click(screen.getByRole('heading', { name: 'Hydrant Marktplatz' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // A press on the ::backdrop reaches the <dialog> element itself, outside its frame.
    await userEvent.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should have no axe violations, also full screen', async () => {
    const { unmount } = render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Details öffnen' }));
    await expectNoAxeViolations(document.body);
    unmount();
    render(<Example fullscreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Details öffnen' }));
    await expectNoAxeViolations(document.body);
  });
});
