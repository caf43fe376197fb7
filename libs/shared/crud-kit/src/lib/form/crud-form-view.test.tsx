import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import { NoticeHost, Input } from '@rescue-admin/ui-kit';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, unstable_HistoryRouter as HistoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { hasUnsavedWork } from '@rescue-admin/util';
import { z } from 'zod';
import { CrudFormView } from './crud-form-view';
import { useEntityForm } from './use-entity-form';
import { TEST_AREA, createTestAreaI18n } from '../testing/test-area';
import { createTestHistory } from '../testing/test-history';

const AREA = TEST_AREA;

const schema = z.object({ name: z.string().trim().min(1), amount: z.number().min(0) });

function Harness({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => Promise<void> }) {
  const navigate = useNavigate();
  const form = useEntityForm({ schema, defaultValues: { name: 'Wache Nord', amount: 2 } });
  return (
    <>
      <Link to="/anderswo">Woanders hin</Link>
      <CrudFormView namespace={AREA} form={form} isEdit recordName="Wache Nord" onSubmit={onSubmit} onDone={() => navigate('/liste')}>
        <Input label="Name" required {...form.register('name')} error={form.errorOf('name')} />
        <Input label="Menge" type="number" {...form.register('amount', { valueAsNumber: true })} error={form.errorOf('amount')} />
      </CrudFormView>
    </>
  );
}

function setup(onSubmit: (values: z.output<typeof schema>) => Promise<void> = async () => undefined) {
  // Blockable, as the shell's history: the guard holds navigations only there.
  const history = createTestHistory('/form');
  render(
    <I18nTestProvider i18n={createTestAreaI18n()}>
      <HistoryRouter history={history}>
        <Routes>
          <Route path="/form" element={<Harness onSubmit={onSubmit} />} />
          <Route path="/liste" element={<p>Liste</p>} />
          <Route path="/anderswo" element={<p>Anderswo</p>} />
        </Routes>
      </HistoryRouter>
      <NoticeHost label="Benachrichtigungen" closeLabel="Schließen" />
    </I18nTestProvider>,
  );
  return { user: userEvent.setup(), history };
}

const unsavedDialog = () => screen.queryByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' });

describe('CrudFormView and its unsaved-changes guard', () => {
  it('given a clean form should leave without asking', async () => {
    const { user } = setup();

    await user.click(screen.getByRole('link', { name: 'Woanders hin' }));

    expect(await screen.findByText('Anderswo')).toBeInTheDocument();
    expect(unsavedDialog()).not.toBeInTheDocument();
  });

  it('given unsaved changes should ask, stay with the input on "Weiter bearbeiten" and leave on "Verwerfen"', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' 2');

    await user.click(screen.getByRole('link', { name: 'Woanders hin' }));
    await user.click(await screen.findByRole('button', { name: 'Weiter bearbeiten' }));

    expect(unsavedDialog()).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Wache Nord 2');

    await user.click(screen.getByRole('link', { name: 'Woanders hin' }));
    await user.click(await screen.findByRole('button', { name: 'Verwerfen' }));

    expect(await screen.findByText('Anderswo')).toBeInTheDocument();
  });

  it('given unsaved changes should not ask after a successful save, and confirm the save', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = setup(onSubmit);
    await user.clear(screen.getByRole('textbox', { name: /^Name/ }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Wache Süd');

    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Liste')).toBeInTheDocument();
    expect(unsavedDialog()).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Wache Süd', amount: 2 }, { record: undefined });
    expect(await screen.findByText('Die Änderungen an der Wache „Wache Süd“ wurden gespeichert.')).toBeInTheDocument();
  });

  it('should not ask on cancel, even with changes (cancel is an explicit discard)', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' 2');

    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));

    expect(await screen.findByText('Liste')).toBeInTheDocument();
    expect(unsavedDialog()).not.toBeInTheDocument();
  });

  it('given a failed save should stay, keep the input, say what failed and still guard the changes', async () => {
    const { user } = setup(async () => {
      throw new Error('500');
    });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' 2');

    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Die Änderungen an der Wache konnten nicht gespeichert werden.');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Wache Nord 2');
    await user.click(screen.getByRole('link', { name: 'Woanders hin' }));
    expect(await screen.findByRole('alertdialog', { name: 'Ungespeicherte Änderungen verwerfen?' })).toBeInTheDocument();
  });

  it('should validate before sending, with German messages on the fields', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { user } = setup(onSubmit);
    await user.clear(screen.getByRole('textbox', { name: /^Name/ }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Menge' }));

    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Pflichtfeld');
    // Not marked required: an emptied number says what it expects, not „Pflichtfeld“.
    expect(screen.getByRole('spinbutton', { name: 'Menge' })).toHaveAccessibleDescription('Bitte einen Wert ab 0 eingeben.');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'X');
    expect(screen.getByRole('textbox', { name: /^Name/ })).not.toHaveAccessibleDescription('Pflichtfeld');
  });

  it('should make the browser ask before closing the tab only while there are unsaved changes', async () => {
    const { user } = setup();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => {
        window.dispatchEvent(event);
      });
      return event.defaultPrevented;
    };

    expect(unload()).toBe(false);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' 2');
    expect(unload()).toBe(true);
  });

  it('should report unsaved work to the page while there are unsaved changes, and none once they are saved', async () => {
    const { user } = setup();
    expect(hasUnsavedWork()).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), ' 2');
    expect(hasUnsavedWork()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Liste')).toBeInTheDocument();
    expect(hasUnsavedWork()).toBe(false);
  });
});
