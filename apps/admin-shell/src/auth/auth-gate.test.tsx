import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { createTestServer, testUrl } from '@rescue-admin/data-access/testing';
import { hydrantsFeature } from '@rescue-admin/feature-hydrants';
import { preloadLazyModules, renderApp, signedInHandlers } from '../test/render-app';

const server = createTestServer(...signedInHandlers, http.get(testUrl('hydrant.all'), () => HttpResponse.json([])));
beforeAll(async () => {
  server.listen();
  await preloadLazyModules(hydrantsFeature.load);
}, 60_000);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function signIn() {
  await userEvent.type(screen.getByLabelText('E-Mail'), 'admin@example.org');
  await userEvent.type(screen.getByLabelText('Passwort'), 'Feuerwehr112!');
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('the auth gate', () => {
  it('given no user should send a visitor of /hydrant to /login, remembering where they came from', async () => {
    const { history } = renderApp({ path: '/hydrant', initialStatus: 'signed-out' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
    expect(history.location.state).toMatchObject({ from: { pathname: '/hydrant' } });
  });

  it('after sign-in should return to the requested route', async () => {
    const { history } = renderApp({ path: '/hydrant', initialStatus: 'signed-out' });
    await screen.findByRole('heading', { name: 'Anmelden' });

    await signIn();

    // The feature's chunk is transformed on first use here: on a busy machine that takes seconds.
    expect(await screen.findByRole('heading', { level: 1, name: 'Hydrantenverwaltung' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/hydrant');
  });

  it('given sign-in from /login itself should go to the dashboard, greeting the user by first name', async () => {
    const { history } = renderApp({ path: '/login', initialStatus: 'signed-out' });
    await signIn();

    expect(await screen.findByRole('heading', { level: 1, name: /Erika/ })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
  });

  it('given only the session at the root, as in production, the signed-in frame should bring its own data layer', async () => {
    const { history } = renderApp({ path: '/login', initialStatus: 'signed-out', withErrorNotices: true });
    await signIn();

    expect(await screen.findByRole('heading', { level: 1, name: /Erika/ })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
  });

  it('given the session is still initialising (Firebase on its way) should show the sign-in form on /login at once', async () => {
    const { history } = renderApp({ path: '/login', initialStatus: 'initialising' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toBeEnabled();
    expect(history.location.pathname).toBe('/login');
  });

  it('given a signed-in user visiting /login should go to /', async () => {
    const { history } = renderApp({ path: '/login' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: /Erika/ })).toBeInTheDocument();
  });

  it('logout should sign out and go to /login, which remembers the screen to return to', async () => {
    const { history } = renderApp({ path: '/hydrant?q=Musterweg' });
    await userEvent.click(await screen.findByRole('button', { name: 'Abmelden' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
    expect(history.location.state).toEqual({ from: { pathname: '/hydrant', search: '?q=Musterweg', hash: '' } });
  });

  it('given an unknown address should show the German not-found page inside the frame', async () => {
    renderApp({ path: '/gibt-es-nicht' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });
});
