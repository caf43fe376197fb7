import type { Hydrant, Inspection, InspectionCreate, InspectionUpdate } from '@rescue-admin/api-contract';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { createTestServer } from '@rescue-admin/data-access/testing';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrantsFeature } from '../../index';
import { HOUR, NOW, anInspectedHydrant, anInspection, inspectionHandlers, url } from './testing/inspection-fixtures';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  onlineManager.setOnline(true);
});
afterAll(() => server.close());

let hydrants: Hydrant[];
let inspections: Inspection[];
let created: InspectionCreate[];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  hydrants = [anInspectedHydrant()];
  inspections = [];
  created = [];
  server.use(...inspectionHandlers({ hydrants: () => hydrants, inspections: () => inspections }));
});

/** A link to the form (a reload, the round): the hydrant is looked up by its uid. */
const openForm = async (search = '?uid=hydrant-markt') => {
  const rendered = await renderFeature(hydrantsFeature, `/hydrant/pruefung${search}`);
  await screen.findByRole('radiogroup', { name: 'Ergebnis' }, { timeout: 5_000 });
  return rendered;
};
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Speichern' }));
const acceptCreates = () =>
  server.use(
    http.post(url('inspection.create'), async ({ request }) => {
      created.push((await request.json()) as InspectionCreate);
      return HttpResponse.json('neu', { status: 201 });
    }),
  );

function setViewportWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('„Prüfung erfassen“', () => {
  it('should start today with no result chosen, and give the measurements the contract’s bounds and units', async () => {
    await openForm();

    const date = screen.getByLabelText(/^Datum der Prüfung/);
    expect(date).toHaveValue('2026-11-27');
    expect(date).toHaveAttribute('max', '2026-11-27');
    for (const name of ['in Ordnung', 'mit Mängeln', 'außer Betrieb']) expect(screen.getByRole('radio', { name })).not.toBeChecked();
    const pressure = screen.getByRole('spinbutton', { name: 'Fließdruck (bar)' });
    expect([pressure.getAttribute('min'), pressure.getAttribute('max'), pressure.getAttribute('step')]).toEqual(['0', '16', '0.1']);
    const flow = screen.getByRole('spinbutton', { name: 'Durchfluss (l/min)' });
    expect([flow.getAttribute('min'), flow.getAttribute('max'), flow.getAttribute('step')]).toEqual(['0', '10000', '1']);
    expect(screen.queryByRole('group', { name: /^Mängel/ })).not.toBeInTheDocument();
  });

  it('should check the result’s rules before sending, in German', async () => {
    const { user } = await openForm();

    await save(user);
    await waitFor(() => expect(screen.getByRole('radiogroup', { name: 'Ergebnis' })).toHaveAccessibleDescription('Bitte wählen Sie das Ergebnis der Prüfung.'));

    await user.click(screen.getByRole('radio', { name: 'mit Mängeln' }));
    await save(user);
    const defects = await screen.findByRole('group', { name: /^Mängel/ });
    await waitFor(() => expect(defects).toHaveAccessibleDescription('Bitte wählen Sie mindestens einen Mangel.'));

    await user.click(screen.getByRole('radio', { name: 'außer Betrieb' }));
    await save(user);
    await waitFor(() => expect(screen.getByRole('group', { name: /^Mängel/ })).toHaveAccessibleDescription(/Bitte nennen Sie den Grund: einen Mangel oder eine Bemerkung\./));

    await user.click(screen.getByRole('checkbox', { name: 'Sonstiges' }));
    const other = screen.getByRole('textbox', { name: /^Sonstiger Mangel/ });
    await save(user);
    await waitFor(() => expect(other).toHaveAccessibleDescription('Bitte beschreiben Sie den sonstigen Mangel.'));

    await user.click(screen.getByRole('radio', { name: 'in Ordnung' }));
    expect(screen.queryByRole('group', { name: /^Mängel/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Sonstiger Mangel/ })).not.toBeInTheDocument();
    // No handler for inspection.create: a request would have failed the test.
  });

  it('should send „außer Betrieb“ with its defects, measurements and note, and return to the list', async () => {
    acceptCreates();
    const { user, currentUrl } = await openForm();

    await user.click(screen.getByRole('radio', { name: 'außer Betrieb' }));
    await user.click(await screen.findByRole('checkbox', { name: 'öffnet nicht' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sonstiges' }));
    await user.type(screen.getByRole('textbox', { name: /^Sonstiger Mangel/ }), 'Spindel gebrochen');
    await user.type(screen.getByRole('spinbutton', { name: 'Fließdruck (bar)' }), '2.5');
    await user.type(screen.getByRole('spinbutton', { name: 'Durchfluss (l/min)' }), '800');
    await user.type(screen.getByRole('textbox', { name: 'Bemerkung' }), 'Wasserversorger informiert');
    const date = screen.getByLabelText(/^Datum der Prüfung/);
    await user.clear(date);
    await user.type(date, '2026-11-20');
    await save(user);

    expect(await screen.findByText('Die Prüfung des Hydranten „Hydrant Marktplatz“ wurde gespeichert.')).toBeInTheDocument();
    expect(created).toEqual([
      {
        hydrantUid: 'hydrant-markt',
        inspectedAt: new Date('2026-11-20T12:00:00').toISOString(),
        result: 'AUSSER_BETRIEB',
        defects: ['OEFFNET_NICHT', 'SONSTIGES'],
        otherDefect: 'Spindel gebrochen',
        pressureBar: 2.5,
        flowLitresPerMinute: 800,
        note: 'Wasserversorger informiert',
        photos: [],
      },
    ]);
    await waitFor(() => expect(currentUrl()).toBe('/hydrant'));
  });

  it('given `next` in the navigation state should go there after saving', async () => {
    acceptCreates();
    const { user, history, currentUrl } = await renderFeature(hydrantsFeature, '/hydrant');
    await act(() => history.push('/hydrant/pruefung?uid=hydrant-markt', { next: { returnTo: '/runde?naechster=2' } }));

    await user.click(await screen.findByRole('radio', { name: 'in Ordnung' }));
    await save(user);

    await waitFor(() => expect(currentUrl()).toBe('/runde?naechster=2'));
    expect(created).toHaveLength(1);
  });

  it('„Zurück“ should lead to where the form was opened from', async () => {
    const { user, history, currentUrl } = await renderFeature(hydrantsFeature, '/hydrant');
    await act(() => history.push('/hydrant/pruefung?uid=hydrant-markt', { next: { returnTo: '/hydrant/edit?uid=hydrant-markt' } }));
    await screen.findByRole('radiogroup', { name: 'Ergebnis' });

    await user.click(screen.getByRole('button', { name: 'Zurück' }));

    await waitFor(() => expect(currentUrl()).toBe('/hydrant/edit?uid=hydrant-markt'));
  });

  it('should refuse a file that is not an image with a German message, and keep up to three photos', async () => {
    await openForm();
    // The inspector switched the picker to "all files", so the browser's filter did not apply.
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Fotos');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');

    await user.upload(input, new File(['%PDF-1.7'], 'bericht.pdf', { type: 'application/pdf' }));

    expect(input).toHaveAccessibleDescription(/Bitte wählen Sie ein Foto \(JPEG, PNG oder WebP\)\./);
    expect(screen.queryByRole('button', { name: 'Foto 1 entfernen' })).not.toBeInTheDocument();

    const photo = (name: string) => new File([new Uint8Array([255, 216, 255])], name, { type: 'image/jpeg' });
    await user.upload(input, [photo('a.jpg'), photo('b.jpg'), photo('c.jpg'), photo('d.jpg')]);

    expect(screen.getByText('Foto 3: c.jpg')).toBeInTheDocument();
    expect(screen.queryByText(/d\.jpg/)).not.toBeInTheDocument();
    expect(screen.getByText('Höchstens 3 Fotos je Prüfung.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Fotos')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Foto 2 entfernen' }));
    expect(screen.queryByText(/b\.jpg/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Fotos')).toBeInTheDocument();
  });

  it.each([1280, 375])('should have no axe violations at %i px', async (width) => {
    setViewportWidth(width);
    const { user } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'mit Mängeln' }));
    await save(user);
    await screen.findByText('Bitte wählen Sie mindestens einen Mangel.');

    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`)).toEqual([]);
    setViewportWidth(1024);
  });
});

describe('„Prüfung erfassen“ without a connection', () => {
  it('should say that it waits and send the inspection once when the connection is back', async () => {
    acceptCreates();
    const { user } = await openForm();
    act(() => onlineManager.setOnline(false));

    await user.click(screen.getByRole('radio', { name: 'in Ordnung' }));
    await save(user);

    expect(await screen.findByText('Ihre Eingaben werden gesendet, sobald die Verbindung wieder besteht. Sie können dieses Fenster offen lassen.')).toBeInTheDocument();
    expect(created).toHaveLength(0);

    act(() => onlineManager.setOnline(true));

    expect(await screen.findByText('Die Prüfung des Hydranten „Hydrant Marktplatz“ wurde gespeichert.')).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(created[0].result).toBe('IN_ORDNUNG');
  });

  it('should say that photos need the connection and save only once they are removed', async () => {
    acceptCreates();
    await openForm();
    const user = userEvent.setup();
    act(() => onlineManager.setOnline(false));
    expect(await screen.findByText(/Fotos brauchen eine Verbindung\./)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Fotos'), new File([new Uint8Array([255, 216, 255])], 'deckel.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('radio', { name: 'in Ordnung' }));
    await save(user);

    expect(await screen.findByText('Ohne Verbindung können keine Fotos hochgeladen werden. Entfernen Sie die Fotos oder warten Sie auf die Verbindung.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Foto 1 entfernen' }));
    await save(user);
    expect(await screen.findByText(/Ihre Eingaben werden gesendet, sobald die Verbindung wieder besteht/)).toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0].photos).toEqual([]);
  });
});

describe('correcting an inspection', () => {
  it('within 24 hours should open it filled in and send the correction with the version it was read at', async () => {
    const recorded = new Date(NOW.getTime() - 2 * HOUR);
    inspections = [anInspection({ uid: 'heute', createDate: recorded, result: 'MIT_MAENGELN', defects: ['SCHILD_FEHLT'], note: 'Schild' })];
    const updates: InspectionUpdate[] = [];
    server.use(
      http.post(url('inspection.update'), async ({ request }) => {
        const body = (await request.json()) as InspectionUpdate;
        updates.push(body);
        return HttpResponse.json({ ...inspections[0], ...body, lastUpdate: NOW });
      }),
    );
    const { user, currentUrl } = await renderFeature(hydrantsFeature, '/hydrant/edit?uid=hydrant-markt');
    const prüfungen = await screen.findByRole('region', { name: 'Prüfungen' }, { timeout: 5_000 });
    await user.click(await within(prüfungen).findByRole('button', { name: 'Prüfung vom 27.11.2026 korrigieren' }));

    expect(currentUrl()).toBe('/hydrant/pruefung?uid=hydrant-markt&inspection=heute');
    expect(await screen.findByRole('heading', { level: 2, name: 'Prüfung am Hydranten „Hydrant Marktplatz“ korrigieren' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'mit Mängeln' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Schild fehlt' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Deckel klemmt' }));
    await save(user);

    expect(await screen.findByText('Die Korrektur der Prüfung am Hydranten „Hydrant Marktplatz“ wurde gespeichert.')).toBeInTheDocument();
    expect(updates).toEqual([
      expect.objectContaining({ uid: 'heute', inspectedAt: recorded.toISOString(), defects: ['DECKEL_KLEMMT', 'SCHILD_FEHLT'], lastUpdate: recorded.toISOString() }),
    ]);
    await waitFor(() => expect(currentUrl()).toBe('/hydrant/edit?uid=hydrant-markt'));
  });

  it('after 24 hours a link to the correction should say it is final and offer a new inspection', async () => {
    inspections = [anInspection({ uid: 'alt', createDate: new Date(NOW.getTime() - 25 * HOUR) })];
    const { user, currentUrl } = await renderFeature(hydrantsFeature, '/hydrant/pruefung?uid=hydrant-markt&inspection=alt');

    expect(await screen.findByText(/Diese Prüfung ist älter als 24 Stunden/, undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Ergebnis' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prüfung erfassen' }));

    expect(currentUrl()).toBe('/hydrant/pruefung?uid=hydrant-markt');
    expect(await screen.findByRole('heading', { level: 2, name: 'Prüfung erfassen' })).toBeInTheDocument();
  });

  it('given the API says the 24 hours have passed meanwhile should say it is final', async () => {
    inspections = [anInspection({ uid: 'knapp', createDate: new Date(NOW.getTime() - 23 * HOUR) })];
    server.use(
      http.post(url('inspection.update'), () =>
        HttpResponse.json({ statusCode: 409, error: 'Conflict', message: 'locked', code: 'inspection_locked' }, { status: 409 }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openForm('?uid=hydrant-markt&inspection=knapp');

    await save(user);

    expect(await screen.findByText(/Diese Prüfung ist älter als 24 Stunden/)).toBeInTheDocument();
  });
});
