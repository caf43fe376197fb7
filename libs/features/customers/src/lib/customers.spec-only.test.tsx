/**
 * The customer form against a service that implements SPEC.md only (extensions answer an unknown
 * route's 404, records carry no version): no „Verlauf“, a note that concurrent edits are not
 * detected, and saving works; against the full service neither changes.
 */
import type { CustomerUpdate } from '@rescue-admin/api-contract';
import { aCustomer, aHistoryEntry } from '@rescue-admin/api-contract/testing';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { grantsQuery } from '@rescue-admin/data-access';
import { createTestQueryClient, createTestServer, specOnlyHandlers, testUrl, unknownRouteResponse } from '@rescue-admin/data-access/testing';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { customersFeature } from '../index';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NOT_DETECTED = 'Gleichzeitige Änderungen werden von diesem Dienst nicht erkannt: Speichert jemand anderes diesen Eintrag inzwischen, ersetzt Ihr Speichern diese Änderungen.';

describe('customer form, given a service that implements SPEC.md only', () => {
  it('should show no „Verlauf“, say that concurrent edits are not detected, and save without a version', async () => {
    const calls = new Map<string, number>();
    const { version: _version, ...customer } = aCustomer({ uid: 'thw-beispiel', name: 'THW Beispielburg' });
    const updates: CustomerUpdate[] = [];
    server.use(
      ...specOnlyHandlers(calls),
      http.get(testUrl('customer.all'), () => HttpResponse.json([customer])),
      http.post(testUrl('customer.update'), async ({ request }) => {
        updates.push((await request.json()) as CustomerUpdate);
        return HttpResponse.json(true);
      }),
    );
    const queryClient = createTestQueryClient();
    const { user } = await renderFeature(customersFeature, '/customer?edit=thw-beispiel', { dataAccess: { queryClient } });
    // The shell asks for the grants at sign-in; here the test does.
    await queryClient.fetchQuery(grantsQuery());

    expect(await screen.findByText(NOT_DETECTED)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Verlauf' })).not.toBeInTheDocument());
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'THW OV Beispielburg');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(updates).toEqual([expect.objectContaining({ uid: 'thw-beispiel', name: 'THW OV Beispielburg' })]));
    expect(updates[0]).not.toHaveProperty('version');
    expect([...calls.keys()]).toEqual(['session.grants']);
  });
});

describe('customer form, given a full service', () => {
  it('should show „Verlauf“ and no note for a record with a version', async () => {
    server.use(
      http.get(testUrl('customer.all'), () => HttpResponse.json([aCustomer({ uid: 'thw-beispiel', version: 2 })])),
      http.get(testUrl('customer.history'), () => HttpResponse.json([aHistoryEntry({ changes: [{ field: 'userAmount', before: 4, after: 9 }] })])),
    );
    const { user } = await renderFeature(customersFeature, '/customer?edit=thw-beispiel');

    await user.click(await screen.findByRole('button', { name: 'Verlauf' }));
    expect(await screen.findByText('Anzahl Benutzer: 4 → 9')).toBeInTheDocument();
    expect(screen.queryByText(NOT_DETECTED)).not.toBeInTheDocument();
  });

  it('given its history answers an unknown route, should put „Verlauf“ away without an error and not ask again', async () => {
    let asked = 0;
    server.use(
      http.get(testUrl('customer.all'), () => HttpResponse.json([aCustomer({ uid: 'thw-beispiel', version: 2 })])),
      http.get(testUrl('customer.history'), ({ request }) => {
        asked += 1;
        return unknownRouteResponse(request.method, request.url);
      }),
    );
    const { user, history } = await renderFeature(customersFeature, '/customer?edit=thw-beispiel');

    await user.click(await screen.findByRole('button', { name: 'Verlauf' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Verlauf' })).not.toBeInTheDocument());
    expect(screen.queryByText(/konnte nicht geladen werden/)).not.toBeInTheDocument();

    await act(() => history.push('/customer'));
    await act(() => history.push('/customer?edit=thw-beispiel'));
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verlauf' })).not.toBeInTheDocument();
    expect(asked).toBe(1);
  });
});
