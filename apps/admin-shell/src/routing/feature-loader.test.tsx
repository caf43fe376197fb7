import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { FeatureDescriptor } from '@rescue-admin/util';
import { FeatureLoader } from './feature-loader';

const feature = (loader: FeatureDescriptor['loader']): FeatureDescriptor => ({
  id: 'area',
  path: '/area',
  namespace: 'area',
  menu: { group: 'admin', icon: () => null, order: 1 },
  load: () => new Promise(() => undefined),
  loader,
});

describe('FeatureLoader', () => {
  it('should start the route loader with the query client and the address when the route is entered', async () => {
    const queryClient = new QueryClient();
    const loader = vi.fn(async () => undefined);
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/area']}>
          <FeatureLoader feature={feature(loader)} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(loader).toHaveBeenCalledWith(queryClient, '/area'));
  });

  it('given the loader fails should leave the failure to the screen', async () => {
    const loader = vi.fn(() => Promise.reject(new Error('offline')));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/area']}>
          <FeatureLoader feature={feature(loader)} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
  });
});
