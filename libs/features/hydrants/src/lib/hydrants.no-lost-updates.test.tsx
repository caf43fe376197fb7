/**
 * Hydrants as the route-form screen of issue 12: a save or delete that another administrator
 * overtook (409 stale), the record's history („Verlauf“), and a save made offline.
 */
import type { Hydrant, HydrantUpdate } from '@rescue-admin/api-contract';
import { renderFeature, type RenderFeatureOptions } from '@rescue-admin/crud-kit/testing';
import { createTestQueryClient, createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { FIXTURE_DATE, aHistoryEntry, aHydrant, aStaleConflictBody } from '@rescue-admin/api-contract/testing';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hydrantsFeature } from '../index';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => {
  server.resetHandlers();
  onlineManager.setOnline(true);
});
afterAll(() => server.close());

const LATER = '2026-03-14T10:45:00.000Z';
let hydrants: Hydrant[];
let updates: HydrantUpdate[];
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  hydrants = [aHydrant({ uid: 'hydrant-schule', name: 'Hydrant Schulstraße', description: '', type: 'UNTERFLURHYDRANT', lastUpdate: FIXTURE_DATE })];
  updates = [];
  server.use(http.get(testUrl('hydrant.all'), () => HttpResponse.json(hydrants)));
});

/** Max Mustermann saved the hydrant after the list was loaded: the stored record has a new name and lastUpdate. */
function maxSavedMeanwhile(changedBy: Parameters<typeof aStaleConflictBody>[1] = undefined) {
  const current = { ...hydrants[0], name: 'Hydrant Schulstraße (Max)', lastUpdate: LATER };
  server.use(
    http.post(testUrl('hydrant.update'), async ({ request }) => {
      const body = (await request.json()) as HydrantUpdate;
      updates.push(body);
      // On the wire the version is the ISO text.
      const readAt: unknown = body.hydrant.lastUpdate;
      if (readAt !== LATER) return HttpResponse.json(aStaleConflictBody(current, changedBy), { status: 409 });
      hydrants = [{ ...hydrants[0], ...body.hydrant, lastUpdate: new Date('2026-03-14T11:00:00.000Z') }];
      return HttpResponse.json(hydrants[0]);
    }),
  );
}

async function openEditAndType(description: string, options?: RenderFeatureOptions) {
  const rendered = await renderFeature(hydrantsFeature, '/hydrant', options);
  await rendered.user.click(await screen.findByRole('cell', { name: 'Hydrant Schulstraße' }));
  await rendered.user.type(screen.getByRole('textbox', { name: /^Beschreibung/ }), description);
  return rendered;
}

const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Speichern' }));

describe('hydrant form, when another administrator saved the hydrant meanwhile', () => {
  it('should say who, keep what was typed, and save nothing', async () => {
    maxSavedMeanwhile();
    const { user, currentUrl } = await openEditAndType('Hinter dem Tor');

    await save(user);

    expect(await screen.findByText('Dieser Eintrag wurde inzwischen von Max Mustermann geändert.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Beschreibung/ })).toHaveValue('Hinter dem Tor');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Hydrant Schulstraße');
    expect(currentUrl()).toBe('/hydrant/edit?uid=hydrant-schule');
    expect(updates).toHaveLength(1);
    expect(updates[0].hydrant.lastUpdate).toBe(FIXTURE_DATE.toISOString());
    expect(screen.queryByText(/wurden gespeichert/)).not.toBeInTheDocument();
  });

  it('without a name of who changed it, should say „von einer anderen Person“', async () => {
    maxSavedMeanwhile(null);
    const { user } = await openEditAndType('x');
    await save(user);
    expect(await screen.findByText('Dieser Eintrag wurde inzwischen von einer anderen Person geändert.')).toBeInTheDocument();
  });

  it('„Trotzdem speichern“ should send what was typed with the current version, and go back to the list', async () => {
    maxSavedMeanwhile();
    const { user, currentUrl } = await openEditAndType('Hinter dem Tor');
    await save(user);

    await user.click(await screen.findByRole('button', { name: 'Trotzdem speichern' }));

    expect(await screen.findByText('Die Änderungen am Hydranten „Hydrant Schulstraße“ wurden gespeichert.')).toBeInTheDocument();
    expect(updates).toHaveLength(2);
    expect(updates[1].hydrant).toMatchObject({ name: 'Hydrant Schulstraße', description: 'Hinter dem Tor', lastUpdate: LATER });
    await waitFor(() => expect(currentUrl()).toBe('/hydrant'));
  });

  it('„Aktuellen Stand laden“ should show the stored hydrant and, beside it, the typed values that differ', async () => {
    maxSavedMeanwhile();
    const { user } = await openEditAndType('Hinter dem Tor');
    await save(user);

    await user.click(await screen.findByRole('button', { name: 'Aktuellen Stand laden' }));

    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Hydrant Schulstraße (Max)');
    expect(screen.getByRole('textbox', { name: /^Beschreibung/ })).toHaveValue('');
    const comparison = screen.getByText(/Der aktuelle Stand ist geladen/).closest('[role="status"]') as HTMLElement;
    expect(comparison).toHaveTextContent('Name: Ihre Eingabe: Hydrant Schulstraße (aktuell: Hydrant Schulstraße (Max))');
    expect(comparison).toHaveTextContent('Beschreibung: Ihre Eingabe: Hinter dem Tor (aktuell: (leer))');

    await user.click(within(comparison).getByRole('button', { name: 'Übernehmen – Ihre Eingabe für „Beschreibung“' }));
    expect(screen.getByRole('textbox', { name: /^Beschreibung/ })).toHaveValue('Hinter dem Tor');

    await save(user);
    expect(await screen.findByText('Die Änderungen am Hydranten „Hydrant Schulstraße (Max)“ wurden gespeichert.')).toBeInTheDocument();
    expect(updates[1].hydrant).toMatchObject({ name: 'Hydrant Schulstraße (Max)', description: 'Hinter dem Tor', lastUpdate: LATER });
  });
});

describe('hydrant list, when the hydrant changed since the list showed it', () => {
  it('should ask again, naming the change, and delete the current state only when confirmed', async () => {
    const deletes: URLSearchParams[] = [];
    server.use(
      http.get(testUrl('hydrant.delete'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        deletes.push(query);
        if (query.get('lastUpdate') !== LATER) {
          return HttpResponse.json(aStaleConflictBody({ ...hydrants[0], description: 'Neu', lastUpdate: LATER }), { status: 409 });
        }
        hydrants = [];
        return HttpResponse.json(true);
      }),
    );
    const { user } = await renderFeature(hydrantsFeature, '/hydrant');

    await user.click(within((await screen.findByRole('cell', { name: 'Hydrant Schulstraße' })).closest('tr') as HTMLElement).getByRole('button', { name: 'Löschen' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Hydrant löschen?' })).getByRole('button', { name: 'Löschen' }));

    const again = await screen.findByRole('alertdialog', { name: 'Eintrag wurde geändert – trotzdem löschen?' });
    expect(again).toHaveTextContent('„Hydrant Schulstraße“ wurde inzwischen von Max Mustermann geändert.');
    expect(deletes[0].get('lastUpdate')).toBe(FIXTURE_DATE.toISOString());
    expect(screen.getByRole('cell', { name: 'Hydrant Schulstraße' })).toBeInTheDocument();

    await user.click(within(again).getByRole('button', { name: 'Trotzdem löschen' }));

    expect(await screen.findByText('Der Hydrant „Hydrant Schulstraße“ wurde gelöscht.')).toBeInTheDocument();
    expect(deletes).toHaveLength(2);
    expect(deletes[1].get('lastUpdate')).toBe(LATER);
  });
});

describe('„Verlauf“ of a hydrant', () => {
  async function openHistory(answer: () => Response) {
    const asked = vi.fn();
    server.use(http.get(testUrl('hydrant.history'), ({ request }) => (asked(new URL(request.url).searchParams.get('hydrantUid')), answer())));
    const { user } = await renderFeature(hydrantsFeature, '/hydrant');
    await user.click(await screen.findByRole('cell', { name: 'Hydrant Schulstraße' }));
    const toggle = screen.getByRole('button', { name: 'Verlauf' });
    expect(asked).not.toHaveBeenCalled();
    await user.click(toggle);
    return { user, asked, panel: toggle.closest('section') as HTMLElement };
  }

  it('should load only when opened and list who changed what, newest first, with German labels', async () => {
    const now = Date.now();
    const { asked, panel } = await openHistory(() =>
      HttpResponse.json([
        aHistoryEntry({
          at: new Date(now - 5 * 60_000),
          actor: { uid: 'max-mustermann', name: 'Max Mustermann' },
          changes: [
            { field: 'type', before: 'UNTERFLURHYDRANT', after: 'UEBERFLURHYDRANT' },
            { field: 'description', before: '', after: 'Hinter dem Tor' },
            { field: 'lat', before: 51, after: 51.5 },
          ],
        }),
        aHistoryEntry({ at: new Date(now - 2 * 86_400_000), action: 'create', changes: [] }),
      ]),
    );

    const items = await within(panel).findAllByRole('listitem');
    expect(asked).toHaveBeenCalledWith('hydrant-schule');
    expect(items[0]).toHaveTextContent('Max Mustermann hat den Eintrag geändert vor 5 Minuten');
    expect(items[0]).toHaveTextContent(/\(\d\d\.\d\d\.\d{4}, \d\d:\d\d\)/);
    expect(screen.getByText('Typ: Unterflurhydrant → Überflurhydrant')).toBeInTheDocument();
    expect(screen.getByText('Beschreibung: (leer) → Hinter dem Tor')).toBeInTheDocument();
    expect(screen.getByText('Breitengrad: 51 → 51,5')).toBeInTheDocument();
    expect(items.at(-1)).toHaveTextContent('Erika Mustermann hat den Eintrag angelegt vorgestern');
  });

  it('given no entries, should say so', async () => {
    await openHistory(() => HttpResponse.json([]));
    expect(await screen.findByText('Für diesen Eintrag sind noch keine Änderungen aufgezeichnet.')).toBeInTheDocument();
  });

  it('given a refusal (403), should show the no-permission notice without a retry', async () => {
    await openHistory(() => HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'no', code: 'forbidden' }, { status: 403 }));
    expect(await screen.findByText('Dafür fehlt Ihnen die Berechtigung.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).not.toBeInTheDocument();
  });

  it('given a failure, should say so and load again on „Erneut versuchen“', async () => {
    let fail = true;
    const { user } = await openHistory(() =>
      fail ? HttpResponse.json({ statusCode: 500, error: 'x', message: 'x' }, { status: 500 }) : HttpResponse.json([aHistoryEntry({ changes: [{ field: 'name', before: 'A', after: 'B' }] })]),
    );
    expect(await screen.findByText('Die Daten konnten nicht geladen werden.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Name: A → B')).toBeInTheDocument();
  });
});

describe('a hydrant saved without a connection', () => {
  it('should keep the form, say that it waits, and send it once when the connection is back', async () => {
    server.use(
      http.post(testUrl('hydrant.update'), async ({ request }) => {
        const body = (await request.json()) as HydrantUpdate;
        updates.push(body);
        hydrants = [{ ...hydrants[0], ...body.hydrant, lastUpdate: new Date(LATER) }];
        return HttpResponse.json(hydrants[0]);
      }),
    );
    const { user, currentUrl } = await openEditAndType('Offline getippt');
    act(() => onlineManager.setOnline(false));

    await save(user);

    expect(await screen.findByText('Ihre Eingaben werden gesendet, sobald die Verbindung wieder besteht. Sie können dieses Fenster offen lassen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Beschreibung/ })).toHaveValue('Offline getippt');
    expect(updates).toHaveLength(0);

    act(() => onlineManager.setOnline(true));

    expect(await screen.findByText('Die Änderungen am Hydranten „Hydrant Schulstraße“ wurden gespeichert.')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/hydrant'));
    expect(updates).toHaveLength(1);
    expect(updates[0].hydrant.description).toBe('Offline getippt');
  });

  it('„Nicht senden“ should drop the waiting save and keep what was typed', async () => {
    server.use(http.post(testUrl('hydrant.update'), async ({ request }) => (updates.push((await request.json()) as HydrantUpdate), HttpResponse.json(hydrants[0]))));
    const queryClient = createTestQueryClient();
    const { user } = await openEditAndType('Doch nicht', { dataAccess: { queryClient } });
    act(() => onlineManager.setOnline(false));
    await save(user);

    await user.click(await screen.findByRole('button', { name: 'Nicht senden' }));

    expect(await screen.findByText(/^Nicht gesendet\. Ihre Eingaben sind erhalten/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Beschreibung/ })).toHaveValue('Doch nicht');
    act(() => onlineManager.setOnline(true));
    // What the QueryClient does when the browser is online again: resolves once every waiting
    // change has been sent and answered.
    await act(() => queryClient.resumePausedMutations());
    expect(updates).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled();
  });
});
