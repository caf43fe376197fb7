import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { TestDataAccessProvider } from '@rescue-admin/data-access/testing';
import type { ReactNode } from 'react';
import { RequireAuth } from './require-auth';

type Status = 'initialising' | 'signed-in' | 'signed-out';

function renderGate(status: Status, preload: () => Promise<unknown>, children: ReactNode = <h1>Hydrantenverwaltung</h1>) {
  return render(
    <TestDataAccessProvider sessionOnly initialStatus={status}>
      <MemoryRouter initialEntries={['/hydrant']}>
        <Routes>
          <Route path="/login" element={<h1>Anmelden</h1>} />
          <Route
            path="*"
            element={
              <RequireAuth fallback={<p>Lädt …</p>} preload={preload}>
                {children}
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </TestDataAccessProvider>,
  );
}

describe('RequireAuth with a preload', () => {
  it('while the session is being restored should start loading the signed-in app', () => {
    const preload = vi.fn(() => new Promise(() => undefined));
    renderGate('initialising', preload);
    expect(screen.getByText('Lädt …')).toBeInTheDocument();
    expect(preload).toHaveBeenCalledOnce();
  });

  it('signed in should keep the loading screen until the app has loaded, then show it', async () => {
    let arrive = () => undefined as void;
    const preload = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    renderGate('signed-in', preload);
    expect(screen.getByText('Lädt …')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    arrive();
    expect(await screen.findByRole('heading', { name: 'Hydrantenverwaltung' })).toBeInTheDocument();
  });

  it('given the app failed to load should show it anyway, so it can show the failure', async () => {
    renderGate('signed-in', () => Promise.reject(new Error('Loading chunk failed')));
    expect(await screen.findByRole('heading', { name: 'Hydrantenverwaltung' })).toBeInTheDocument();
  });

  it('signed out should load nothing and go to /login', async () => {
    const preload = vi.fn(() => Promise.resolve());
    renderGate('signed-out', preload);
    expect(await screen.findByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(preload).not.toHaveBeenCalled();
  });
});
