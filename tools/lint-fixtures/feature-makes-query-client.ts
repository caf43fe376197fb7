// A feature uses react-query's hooks with data-access's queryOptions; the client is data-access's.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient as Client } from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';

export const fixture: unknown[] = [useQuery, useQueryClient, QueryClient, QueryClientProvider, onlineManager];
export type Fixture = Client;
