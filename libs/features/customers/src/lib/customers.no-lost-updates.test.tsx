/**
 * Customers as the in-place screen of issue 12: a save another administrator overtook (409 stale)
 * keeps what was typed, shows the stored record on request, and names the address parts in German.
 */
import type { Customer, CustomerUpdate } from '@rescue-admin/api-contract';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { aCustomer, aHistoryEntry, anAddress, aStaleConflictBody } from '@rescue-admin/api-contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { customersFeature } from '../index';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let customers: Customer[];
let updates: CustomerUpdate[];
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  customers = [
    aCustomer({ uid: 'thw-beispiel', name: 'THW Beispielburg', kennung: 'THW-BB', userAmount: 4, address: anAddress({ city: 'Beispielburg' }), version: 2 }),
  ];
  updates = [];
  server.use(
    http.get(testUrl('customer.all'), () => HttpResponse.json(customers)),
    http.post(testUrl('customer.update'), async ({ request }) => {
      const body = (await request.json()) as CustomerUpdate;
      updates.push(body);
      const stored = customers[0];
      if (body.version !== stored.version) {
        return HttpResponse.json(aStaleConflictBody(stored, { uid: 'erika', name: 'Erika Mustermann', at: '2026-03-14T10:00:00.000Z' }), { status: 409 });
      }
      customers = [{ ...stored, ...body, version: stored.version + 1 }];
      return HttpResponse.json(customers[0]);
    }),
  );
});

/** Erika saved the customer after this screen loaded it: new city and a new version. */
const erikaSavesMeanwhile = () => {
  customers = [{ ...customers[0], address: { ...customers[0].address, city: 'Musterstadt' }, version: 3 }];
};

describe('customer form, when another administrator saved the customer meanwhile', () => {
  it('should say so in German, keep the typed value in the field, and change nothing', async () => {
    const { user, currentUrl } = await renderFeature(customersFeature, '/customer?edit=thw-beispiel');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'THW Ortsverband Beispielburg');
    erikaSavesMeanwhile();

    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Dieser Eintrag wurde inzwischen von Erika Mustermann geändert.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('THW Ortsverband Beispielburg');
    expect(screen.getByRole('button', { name: 'Aktuellen Stand laden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trotzdem speichern' })).toBeInTheDocument();
    expect(updates).toEqual([expect.objectContaining({ uid: 'thw-beispiel', name: 'THW Ortsverband Beispielburg', version: 2 })]);
    expect(customers[0].name).toBe('THW Beispielburg');
    expect(currentUrl()).toBe('/customer?edit=thw-beispiel');
  });

  it('„Aktuellen Stand laden“ should fill in the stored customer and list the typed values that differ, by their German labels', async () => {
    const { user } = await renderFeature(customersFeature, '/customer?edit=thw-beispiel');
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'THW OV Beispielburg');
    erikaSavesMeanwhile();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await user.click(await screen.findByRole('button', { name: 'Aktuellen Stand laden' }));

    expect(screen.getByRole('textbox', { name: /^Ort/ })).toHaveValue('Musterstadt');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('THW Beispielburg');
    const comparison = screen.getByText(/Der aktuelle Stand ist geladen/).closest('[role="status"]') as HTMLElement;
    expect(comparison).toHaveTextContent('Name: Ihre Eingabe: THW OV Beispielburg (aktuell: THW Beispielburg)');
    expect(comparison).toHaveTextContent('Ort: Ihre Eingabe: Beispielburg (aktuell: Musterstadt)');

    await user.click(within(comparison).getByRole('button', { name: 'Übernehmen – Ihre Eingabe für „Name“' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Die Änderungen am Kunden „THW OV Beispielburg“ wurden gespeichert.')).toBeInTheDocument();
    // Erika's city stays; the name is the administrator's; the save named the version it now rests on.
    expect(updates[1]).toMatchObject({ name: 'THW OV Beispielburg', version: 3, address: expect.objectContaining({ city: 'Musterstadt' }) });
    await waitFor(() => expect(customers[0]).toMatchObject({ name: 'THW OV Beispielburg', version: 4 }));
  });

  it('„Trotzdem speichern“ should overwrite on purpose with the current version', async () => {
    const { user } = await renderFeature(customersFeature, '/customer?edit=thw-beispiel');
    const amount = await screen.findByRole('spinbutton', { name: /^Anzahl Benutzer/ });
    await user.clear(amount);
    await user.type(amount, '9');
    erikaSavesMeanwhile();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await user.click(await screen.findByRole('button', { name: 'Trotzdem speichern' }));

    expect(await screen.findByText('Die Änderungen am Kunden „THW Beispielburg“ wurden gespeichert.')).toBeInTheDocument();
    expect(updates[1]).toMatchObject({ userAmount: 9, version: 3, address: expect.objectContaining({ city: 'Beispielburg' }) });
  });

  it('„Verlauf“ should name address fields with the address labels', async () => {
    server.use(
      http.get(testUrl('customer.history'), () =>
        HttpResponse.json([aHistoryEntry({ changes: [{ field: 'address.city', before: 'Beispielburg', after: 'Musterstadt' }, { field: 'userAmount', before: 4, after: 9 }] })]),
      ),
    );
    const { user } = await renderFeature(customersFeature, '/customer?edit=thw-beispiel');
    await user.click(await screen.findByRole('button', { name: 'Verlauf' }));

    expect(await screen.findByText('Ort: Beispielburg → Musterstadt')).toBeInTheDocument();
    expect(screen.getByText('Anzahl Benutzer: 4 → 9')).toBeInTheDocument();
  });
});

describe('customer list, deleting', () => {
  it('should send the version the row was shown at', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.get(testUrl('customer.delete'), ({ request }) => {
        query = new URL(request.url).searchParams;
        customers = [];
        return HttpResponse.json(true);
      }),
    );
    const { user } = await renderFeature(customersFeature, '/customer');
    const row = (await screen.findByRole('cell', { name: 'THW Beispielburg' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Löschen' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Löschen' }));

    expect(await screen.findByText('Der Kunde „THW Beispielburg“ wurde gelöscht.')).toBeInTheDocument();
    expect(Object.fromEntries(query ?? [])).toEqual({ customerUid: 'thw-beispiel', version: '2' });
  });
});
