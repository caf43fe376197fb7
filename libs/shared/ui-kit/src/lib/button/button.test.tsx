import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Trash2 from 'lucide-react/icons/trash-2';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-utils';
import { Button, IconButton } from './button';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('Button', () => {
  it('given a synchronous handler, should call it and stay enabled', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Speichern</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  });

  it('given a handler returning a promise, should be disabled and busy until it resolves', async () => {
    const pending = deferred();
    const onClick = vi.fn(() => pending.promise);
    render(<Button onClick={onClick}>Speichern</Button>);
    const button = screen.getByRole('button', { name: 'Speichern' });

    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    // A second click while pending must not start a second request.
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    pending.resolve();
    await vi.waitFor(() => expect(button).toBeEnabled());
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('given a handler whose promise rejects, should re-enable the button', async () => {
    const pending = deferred();
    render(<Button onClick={() => pending.promise}>Löschen</Button>);
    const button = screen.getByRole('button', { name: 'Löschen' });

    await userEvent.click(button);
    expect(button).toBeDisabled();
    pending.reject(new Error('500'));
    await vi.waitFor(() => expect(button).toBeEnabled());
  });

  it('given loading, should be disabled and busy', () => {
    render(<Button loading>Speichern</Button>);
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveAttribute('aria-busy', 'true');
  });

  it('should default to type "button" so that it never submits a form by accident', () => {
    render(<Button>Abbrechen</Button>);
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveAttribute('type', 'button');
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <>
        <Button variant="primary">Speichern</Button>
        <Button variant="danger" disabled>
          Löschen
        </Button>
        <IconButton icon={Trash2} label="Löschen" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('IconButton', () => {
  it('should be named by its label for screen readers', async () => {
    const onClick = vi.fn();
    render(<IconButton icon={Trash2} label="Hydrant löschen" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Hydrant löschen' }));
    expect(onClick).toHaveBeenCalled();
  });

  it('given an async handler, should be disabled until it settles', async () => {
    const pending = deferred();
    render(<IconButton icon={Trash2} label="Löschen" onClick={() => pending.promise} />);
    const button = screen.getByRole('button', { name: 'Löschen' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    pending.resolve();
    await vi.waitFor(() => expect(button).toBeEnabled());
  });
});
