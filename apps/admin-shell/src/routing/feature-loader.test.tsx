import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { I18nTestProvider } from '@rescue-admin/i18n/testing';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { featureAt } from './feature-at';
import { FeatureLoader, useFirstScreenReady } from './feature-loader';

const feature = (path: string, loader?: FeatureDescriptor['loader']): FeatureDescriptor => ({
  id: path.slice(1),
  path,
  namespace: 'shell',
  menu: { group: 'admin', icon: () => null, order: 1 },
  recordKinds: [],
  recordUrl: (uid) => `${path}?edit=${uid}`,
  load: () => new Promise(() => undefined),
  loader,
});

function Go({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(to)}>go</button>;
}

describe('featureAt', () => {
  const areas = [feature('/hydrant'), feature('/vehicle/blueprint')];
  it('should find the feature of an address and of the addresses below it, not of a longer name', () => {
    expect(featureAt(areas, '/hydrant')?.id).toBe('hydrant');
    expect(featureAt(areas, '/hydrant/12')?.id).toBe('hydrant');
    expect(featureAt(areas, '/vehicle/blueprint/new')?.id).toBe('vehicle/blueprint');
    expect(featureAt(areas, '/hydrants')).toBeUndefined();
    expect(featureAt(areas, '/')).toBeUndefined();
  });
});

describe('FeatureLoader', () => {
  it('should start the loader of the feature at the address with the query client, and again on the next address', async () => {
    const queryClient = new QueryClient();
    const hydrants = vi.fn(async () => undefined);
    const materials = vi.fn(async () => undefined);
    const { getByRole } = render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/hydrant']}>
          <FeatureLoader features={[feature('/hydrant', hydrants), feature('/material', materials)]} />
          <Go to="/material/import" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(hydrants).toHaveBeenCalledWith(queryClient, '/hydrant'));
    expect(materials).not.toHaveBeenCalled();

    getByRole('button').click();
    await waitFor(() => expect(materials).toHaveBeenCalledWith(queryClient, '/material/import'));
  });

  it('given the loader fails should leave the failure to the screen', async () => {
    const loader = vi.fn(() => Promise.reject(new Error('offline')));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/area']}>
          <FeatureLoader features={[feature('/area', loader)]} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
  });
});

describe('useFirstScreenReady', () => {
  const wrapper = (path: string) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return (
        <I18nTestProvider>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </I18nTestProvider>
      );
    };

  it('should be ready only once the first screen\'s chunk is here', async () => {
    let arrive = () => undefined as void;
    const preload = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const areas = [feature('/hydrant'), feature('/material')];
    const { result } = renderHook(() => useFirstScreenReady(areas, preload), { wrapper: wrapper('/hydrant/12') });

    await waitFor(() => expect(preload).toHaveBeenCalledWith(areas[0]));
    expect(result.current).toBe(false);
    arrive();
    await waitFor(() => expect(result.current).toBe(true));
    expect(preload).toHaveBeenCalledTimes(1);
  });

  it('given the chunk fails should be ready, so the screen can show the failure', async () => {
    const preload = vi.fn(() => Promise.reject(new Error('Loading chunk failed')));
    const { result } = renderHook(() => useFirstScreenReady([feature('/hydrant')], preload), { wrapper: wrapper('/hydrant') });
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('given an address of no feature (the dashboard) should load no chunk', async () => {
    const preload = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useFirstScreenReady([feature('/hydrant')], preload), { wrapper: wrapper('/') });
    await waitFor(() => expect(result.current).toBe(true));
    expect(preload).not.toHaveBeenCalled();
  });
});
