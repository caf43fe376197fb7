import { act, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRANTS } from '@rescue-admin/api-contract';
import { aHydrant } from '@rescue-admin/api-contract/testing';
import { createEntity, learnEndpointAbsent } from '@rescue-admin/data-access';
import { TestDataAccessProvider, TEST_API, createTestQueryClient } from '@rescue-admin/data-access/testing';
import type { SessionUser } from '@rescue-admin/session';
import { createStartSignal, type StartSignal } from '@rescue-admin/util';
import { createFakeStreamServer, READY } from '../stream/fake-stream-server';
import { LiveProvider } from './live-provider';

const hydrantApi = createEntity(HYDRANTS);

/** The start the stream waits for: over, unless a test says otherwise. */
let start: StartSignal;
beforeEach(() => {
  start = createStartSignal();
  start.settle();
});
afterEach(() => vi.restoreAllMocks());

/** The hydrant names of the cached list (seeded, never fetched here), as a screen shows them. */
function HydrantNames() {
  const { data } = useQuery({ ...hydrantApi.queries.list(), staleTime: Infinity });
  return <ul>{data?.map((row) => <li key={row.uid}>{row.name}</li>)}</ul>;
}

function renderLive(options: { user?: SessionUser; queryClient?: ReturnType<typeof createTestQueryClient> } = {}) {
  const server = createFakeStreamServer();
  const queryClient = options.queryClient ?? createTestQueryClient();
  queryClient.setQueryData(hydrantApi.queries.list().queryKey, [aHydrant({ uid: 'h1', name: 'Alt' })]);
  const view = render(
    <TestDataAccessProvider queryClient={queryClient} user={options.user}>
      <LiveProvider fetch={server.fetch} start={start}>
        <HydrantNames />
      </LiveProvider>
    </TestDataAccessProvider>,
  );
  return { server, queryClient, ...view };
}

describe('LiveProvider', () => {
  it('given a signed-in user, should open the stream with their token and show a colleague’s change in the list', async () => {
    const { server } = renderLive();
    await screen.findByText('Alt');
    await waitFor(() => expect(server.streamRequests()).toHaveLength(1));
    expect(server.requests[0].url).toBe(`${TEST_API.base}events`);
    expect(server.requests[0].headers.get('Authorization')).toBe('Bearer test-id-token');

    act(() => {
      server.send(READY);
      server.send(
        `id: 1\nevent: change\ndata: ${JSON.stringify({ id: '1', list: 'hydrant.all', uid: 'h1', kind: 'update', version: 2, actor: { uid: 'max', name: 'Max' }, record: aHydrant({ uid: 'h1', name: 'Neu' }), at: new Date().toISOString() })}\n\n`,
      );
    });

    expect(await screen.findByText('Neu')).toBeInTheDocument();
  });

  it('given the page is still starting, should load and ask nothing until the start is over', async () => {
    start = createStartSignal();
    const { server } = renderLive();
    await screen.findByText('Alt');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.streamRequests()).toHaveLength(0);

    act(() => start.settle());

    await waitFor(() => expect(server.streamRequests()).toHaveLength(1));
  });

  it('given sign-out (the provider leaves), should abort the stream', async () => {
    const { server, unmount } = renderLive();
    await waitFor(() => expect(server.streamRequests()).toHaveLength(1));

    unmount();

    expect(server.requests[0].signal?.aborted).toBe(true);
  });

  it('given another user signs in, should end the first stream and open one for the next', async () => {
    const server = createFakeStreamServer();
    const session = (user: SessionUser) => (
      <TestDataAccessProvider user={user}>
        <LiveProvider fetch={server.fetch} start={start}>{null}</LiveProvider>
      </TestDataAccessProvider>
    );
    const { rerender } = render(session({ uid: 'erika', email: 'erika@example.org' }));
    await waitFor(() => expect(server.streamRequests()).toHaveLength(1));

    rerender(session({ uid: 'max', email: 'max@example.org' }));

    await waitFor(() => expect(server.streamRequests()).toHaveLength(2));
    expect(server.requests[0].signal?.aborted).toBe(true);
    expect(server.requests[1].signal?.aborted).toBe(false);
  });

  it('given a service known to lack the stream, should ask nothing', async () => {
    const queryClient = createTestQueryClient();
    learnEndpointAbsent(queryClient, 'live.events');
    const { server } = renderLive({ queryClient });

    await screen.findByText('Alt');

    expect(server.requests).toHaveLength(0);
  });

  it('given the stream answers 404, should step aside for the rest of the session', async () => {
    const queryClient = createTestQueryClient();
    const first = renderLive({ queryClient });
    first.server.answer({ status: 404, body: '{"statusCode":404,"error":"Not Found","message":"Route GET:/api/events not found"}' });
    await waitFor(() => expect(first.server.requests).toHaveLength(1));
    await screen.findByText('Alt');
    first.unmount();

    const second = renderLive({ queryClient });
    await screen.findByText('Alt');

    expect(second.server.requests).toHaveLength(0);
  });
});
