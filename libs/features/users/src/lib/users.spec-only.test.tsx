/**
 * The users screen against a service that implements SPEC.md only: no invitations (no panel, no
 * „Anmeldung“ column, no invitation asked after a create — the account has the spec's initial
 * password, and the notice says so instead of promising an invitation).
 */
import type { UserCreate } from '@rescue-admin/api-contract';
import { INITIAL_PASSWORD } from '@rescue-admin/api-contract';
import { aCustomer, aUser, theSignedInUser } from '@rescue-admin/api-contract/testing';
import { renderFeature } from '@rescue-admin/crud-kit/testing';
import { grantsQuery } from '@rescue-admin/data-access';
import { createTestQueryClient, createTestServer, specOnlyHandlers, testUrl } from '@rescue-admin/data-access/testing';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { usersFeature } from '../index';

const server = createTestServer();
beforeAll(() => server.listen());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A user record as a SPEC.md-only service has it: no version, no sign-in state. */
const specUser = (overrides: Parameters<typeof aUser>[0] = {}) => {
  const { version: _v, signInActive: _s, invitedUntil: _i, pendingMail: _p, ...user } = aUser(overrides);
  return user;
};

describe('users screen, given a service that implements SPEC.md only', () => {
  it('should list users without „Anmeldung“, create with the initial password and show no invitation', async () => {
    const calls = new Map<string, number>();
    const { version: _v, signInActive: _s, invitedUntil: _i, pendingMail: _p, ...me } = theSignedInUser();
    let users: unknown[] = [me, specUser({ uid: 'lena', firstname: 'Lena', lastname: 'Schulz', customerUid: 'thw-beispiel' })];
    const created: UserCreate[] = [];
    server.use(
      ...specOnlyHandlers(calls),
      http.get(testUrl('user.all'), () => HttpResponse.json(users)),
      http.get(testUrl('customer.all'), () => HttpResponse.json([aCustomer({ uid: 'thw-beispiel', name: 'THW Beispielburg', kennung: 'THW-BB' })])),
      http.post(testUrl('user.create'), async ({ request }) => {
        const body = (await request.json()) as UserCreate;
        created.push(body);
        users = [...users, specUser({ uid: 'neu', ...body })];
        return HttpResponse.json('neu', { status: 201 });
      }),
    );
    const queryClient = createTestQueryClient();
    const { user } = await renderFeature(usersFeature, '/user', { dataAccess: { queryClient } });
    await queryClient.fetchQuery(grantsQuery());

    expect(await screen.findByRole('cell', { name: 'Lena Schulz' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /Anmeldung/ })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /anlegen/ }));
    await user.type(await screen.findByRole('textbox', { name: /^E-Mail/ }), 'neu@example.org');
    await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Nora');
    await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Neu');
    await user.click(screen.getByRole('combobox', { name: /^Kunde/ }));
    await user.click(await screen.findByRole('option', { name: 'THW Beispielburg (THW-BB)' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Der Benutzer „Nora Neu“ wurde angelegt.')).toBeInTheDocument();
    expect(screen.getByText('Das Konto hat das feste Anfangspasswort des Dienstes; bitte teilen Sie es dem Benutzer mit.')).toBeInTheDocument();
    expect(created).toEqual([expect.objectContaining({ mail: 'neu@example.org', password: INITIAL_PASSWORD })]);
    expect(screen.queryByText(/Einladung/)).not.toBeInTheDocument();
    expect([...calls.keys()]).toEqual(['session.grants']);
  });

  it('should open a user without the invitation panel', async () => {
    server.use(
      ...specOnlyHandlers(),
      http.get(testUrl('user.all'), () => HttpResponse.json([specUser({ uid: 'lena', firstname: 'Lena', lastname: 'Schulz', customerUid: 'thw-beispiel' })])),
      http.get(testUrl('customer.all'), () => HttpResponse.json([aCustomer({ uid: 'thw-beispiel' })])),
    );
    const queryClient = createTestQueryClient();
    await renderFeature(usersFeature, '/user?edit=lena', { dataAccess: { queryClient } });
    await queryClient.fetchQuery(grantsQuery());

    expect(await screen.findByRole('textbox', { name: /^Vorname/ })).toHaveValue('Lena');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Einladung/ })).not.toBeInTheDocument());
    expect(screen.queryByText(/^Eingeladen|^Aktiv|Einladung abgelaufen/)).not.toBeInTheDocument();
  });
});
