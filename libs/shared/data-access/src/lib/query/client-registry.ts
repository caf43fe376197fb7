import type { QueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { ServiceName } from '@rescue-admin/api-contract';
import { NO_API_CLIENTS, type ApiClients } from '../http/api-client';

/**
 * The session's HTTP clients, looked up through the QueryClient a query or mutation runs in.
 * This keeps the `queryOptions` factories free of arguments and hooks (`hydrantQueries.list()`),
 * so route loaders can use them with `ensureQueryData` outside React, while each QueryClient (one
 * per app, one per test) still sees only its own session's clients.
 */
const clientsByQueryClient = new WeakMap<QueryClient, ApiClients>();

export function bindApiClients(queryClient: QueryClient, clients: ApiClients): void {
  clientsByQueryClient.set(queryClient, clients);
}

export function apiClientsOf(queryClient: QueryClient): ApiClients {
  return clientsByQueryClient.get(queryClient) ?? NO_API_CLIENTS;
}

export function serviceClient(queryClient: QueryClient, service: ServiceName): KyInstance | null {
  return apiClientsOf(queryClient)[service];
}
