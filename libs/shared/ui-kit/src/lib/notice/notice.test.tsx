import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, setViewportWidth } from '../../test-utils';
import { Notice } from './notice';
import { NoticeHost, notify } from './notify';

describe('Notice', () => {
  it('given danger, should be an alert with its title, text and action', async () => {
    const onRetry = vi.fn();
    render(
      <Notice
        variant="danger"
        title="Die Liste konnte nicht geladen werden."
        action={
          <button type="button" onClick={onRetry}>
            Erneut versuchen
          </button>
        }
      >
        Bitte prüfen Sie Ihre Verbindung.
      </Notice>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Die Liste konnte nicht geladen werden.');
    expect(alert).toHaveTextContent('Bitte prüfen Sie Ihre Verbindung.');
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('given info or success, should be a polite status', () => {
    render(<Notice variant="success">Gespeichert</Notice>);
    expect(screen.getByRole('status')).toHaveTextContent('Gespeichert');
  });

  it('should have no axe violations in every variant', async () => {
    const { container } = render(
      <>
        <Notice variant="info">Info</Notice>
        <Notice variant="success">Erfolg</Notice>
        <Notice variant="warning">Warnung</Notice>
        <Notice variant="danger" title="Fehler">
          Text
        </Notice>
      </>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('NoticeHost and notify', () => {
  afterEach(() => {
    act(() => {
      notify.dismiss();
    });
  });

  it('should show success and error texts from the caller in a named region', async () => {
    render(<NoticeHost label="Benachrichtigungen" closeLabel="Schließen" />);
    act(() => {
      notify.success('Hydrant wurde gespeichert.');
      notify.error('Der Server hat einen Fehler gemeldet.');
    });
    expect(await screen.findByText('Hydrant wurde gespeichert.')).toBeInTheDocument();
    expect(await screen.findByText('Der Server hat einen Fehler gemeldet.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Benachrichtigungen/ })).toBeInTheDocument();
  });

  it('given a notice raised before the host is mounted (sonner loads lazily), should show it once the host is there', async () => {
    act(() => {
      notify.warning('Änderungen warten auf die Verbindung.');
    });
    render(<NoticeHost label="Benachrichtigungen" closeLabel="Schließen" />);
    expect(await screen.findByText('Änderungen warten auf die Verbindung.')).toBeInTheDocument();
  });

  it('given the same id twice, should show a single notice', async () => {
    render(<NoticeHost label="Benachrichtigungen" closeLabel="Schließen" />);
    act(() => {
      notify.error('Keine Verbindung zum Server.', { id: 'offline' });
      notify.error('Keine Verbindung zum Server.', { id: 'offline' });
    });
    expect(await screen.findAllByText('Keine Verbindung zum Server.')).toHaveLength(1);
  });

  it('the close button should remove a notice', async () => {
    render(<NoticeHost label="Benachrichtigungen" closeLabel="Schließen" />);
    act(() => {
      notify.info('Synchronisierung gestartet.');
    });
    await screen.findByText('Synchronisierung gestartet.');
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await vi.waitFor(() => expect(screen.queryByText('Synchronisierung gestartet.')).not.toBeInTheDocument(), { timeout: 2000 });
  });

  it.each([
    [1280, 'bottom', 'right'],
    [375, 'bottom', 'center'],
  ])('at %i px should place notices at the %s %s, never over the header', async (width, y, x) => {
    setViewportWidth(width);
    render(<NoticeHost label="Benachrichtigungen" closeLabel="Schließen" />);
    act(() => void notify.success(`Gespeichert bei ${width} px.`));
    const notice = (await screen.findByText(`Gespeichert bei ${width} px.`)).closest('[data-sonner-toast]');
    expect(notice).toHaveAttribute('data-y-position', y);
    expect(notice).toHaveAttribute('data-x-position', x);
  });
});
