import type { Hydrant, HydrantUpdate, InspectionSettings, SessionGrants } from '@rescue-admin/api-contract';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { grantsQuery } from '@rescue-admin/data-access';
import { createTestQueryClient, createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hydrantsFeature } from '../../index';
import { anInspectedHydrant, inspectionHandlers, url } from './testing/inspection-fixtures';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let hydrants: Hydrant[];
let settings: InspectionSettings;
beforeEach(() => {
  hydrants = [anInspectedHydrant({ inspectionIntervalMonths: null })];
  settings = { intervalMonths: 12 };
  server.use(...inspectionHandlers({ hydrants: () => hydrants, inspections: () => [], settings: () => settings }));
});

/** The list with the caller's grants in the cache, as the shell loads them at sign-in. */
async function openListAs(answer: SessionGrants) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(grantsQuery().queryKey, { offered: true, ...answer });
  const rendered = await renderFeature(hydrantsFeature, '/hydrant', { dataAccess: { queryClient } });
  await screen.findByRole('cell', { name: 'Hydrant Marktplatz' }, { timeout: 5_000 });
  return rendered;
}

describe('the hydrant’s own cycle („Prüfintervall“ in its form)', () => {
  it('should offer the register’s cycle by its months and send the hydrant’s own as inspectionIntervalMonths', async () => {
    let sent: HydrantUpdate | undefined;
    server.use(
      http.post(testUrl('hydrant.update'), async ({ request }) => {
        sent = (await request.json()) as HydrantUpdate;
        return HttpResponse.json({ ...hydrants[0], ...sent.hydrant });
      }),
    );
    const { user } = await renderFeature(hydrantsFeature, '/hydrant/edit?uid=hydrant-markt');

    const interval = await screen.findByRole('combobox', { name: /^Prüfintervall/ }, { timeout: 5_000 });
    await waitFor(() => expect(interval).toHaveValue('Wie im Register (12 Monate)'));
    await user.click(interval);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Wie im Register (12 Monate)', '12 Monate', '24 Monate', '48 Monate']);
    await user.click(screen.getByRole('option', { name: '48 Monate' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await screen.findByText('Die Änderungen am Hydranten „Hydrant Marktplatz“ wurden gespeichert.');
    expect(sent?.hydrant.inspectionIntervalMonths).toBe(48);
    expect(sent?.hydrant).not.toHaveProperty('inspectionInterval');
  });

  it('given a hydrant with its own cycle should send null when set back to the register’s', async () => {
    hydrants = [anInspectedHydrant({ inspectionIntervalMonths: 24 })];
    let sent: HydrantUpdate | undefined;
    server.use(
      http.post(testUrl('hydrant.update'), async ({ request }) => {
        sent = (await request.json()) as HydrantUpdate;
        return HttpResponse.json({ ...hydrants[0], ...sent.hydrant });
      }),
    );
    const { user } = await renderFeature(hydrantsFeature, '/hydrant/edit?uid=hydrant-markt');

    const interval = await screen.findByRole('combobox', { name: /^Prüfintervall/ }, { timeout: 5_000 });
    expect(interval).toHaveValue('24 Monate');
    await user.click(interval);
    await user.click(await screen.findByRole('option', { name: 'Wie im Register (12 Monate)' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(sent?.hydrant.inspectionIntervalMonths).toBeNull());
  });
});

describe('the register’s cycle (dialog from the hydrant list)', () => {
  it('given an administrator should show the current cycle, save the chosen one and refresh the list', async () => {
    const saved: InspectionSettings[] = [];
    let listRequests = 0;
    server.use(
      http.post(url('inspection.updateSettings'), async ({ request }) => {
        settings = (await request.json()) as InspectionSettings;
        saved.push(settings);
        return HttpResponse.json(settings);
      }),
      http.get(testUrl('hydrant.all'), () => {
        listRequests += 1;
        return HttpResponse.json(hydrants);
      }),
    );
    const { user } = await openListAs({ role: 'ADMIN', customerUid: 'fw', grants: { hydrants: { read: 'all', update: 'all' } } });
    const before = listRequests;

    await user.click(screen.getByRole('button', { name: 'Prüfintervall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prüfintervall des Registers' });
    expect(await within(dialog).findByRole('radio', { name: '12 Monate' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '48 Monate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Das Prüfintervall des Registers ist jetzt 48 Monate.')).toBeInTheDocument();
    expect(saved).toEqual([{ intervalMonths: 48 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(listRequests).toBeGreaterThan(before));
  });

  it('given the save fails should say so in the dialog and keep the choice', async () => {
    server.use(http.post(url('inspection.updateSettings'), () => new HttpResponse(null, { status: 500 })));
    const { user } = await openListAs({ role: 'SUPER_ADMIN', customerUid: 'fw', grants: {} });

    await user.click(screen.getByRole('button', { name: 'Prüfintervall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prüfintervall des Registers' });
    await user.click(await within(dialog).findByRole('radio', { name: '24 Monate' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await within(dialog).findByText('Das Prüfintervall konnte nicht gespeichert werden.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '24 Monate' })).toBeChecked();
  });

  it.each([
    ['a unit administrator (no inspection grants)', false, { role: 'UNIT_ADMIN', customerUid: 'fw', grants: { hydrants: { read: 'all' } } }],
    ['a role whose grants name the area without update', false, { role: 'ADMIN', customerUid: 'fw', grants: { inspection: { read: 'all' } } }],
    ['a role the grants allow to update the area', true, { role: 'UNIT_ADMIN', customerUid: 'fw', grants: { inspection: { read: 'all', update: 'all' } } }],
  ] as const)('given %s should offer the dialog: %s', async (_situation, offered, answer) => {
    await openListAs(answer as SessionGrants);

    expect(screen.queryByRole('button', { name: 'Prüfintervall' }) !== null).toBe(offered);
  });
});
