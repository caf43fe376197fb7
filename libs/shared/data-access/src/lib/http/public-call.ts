import { useCallback } from 'react';
import type { Endpoint, SchemasOf } from '@rescue-admin/api-contract';
import type { z } from 'zod';
import { useAuthSession } from '@rescue-admin/session';
import { call } from './call';
import { createPublicClient } from './api-client';
import { BaseUrlMissingError } from './errors';

type BodyOf<E extends Endpoint> = SchemasOf<E>['body'] extends z.ZodType ? z.input<SchemasOf<E>['body']> : undefined;
type AnswerOf<E extends Endpoint> = z.output<SchemasOf<E>['response']>;

/**
 * One call of a public endpoint (`public: true` in the contract: an invitation's check and
 * acceptance), without a sign-in: no token, the input is the credential. Throws like the hooks'
 * calls (`ApiError` with the server's code, e.g. `invitation_expired`).
 */
export function usePublicCall<E extends Endpoint>(endpoint: E): (body: BodyOf<E>) => Promise<AnswerOf<E>> {
  const { services } = useAuthSession();
  const base = services[endpoint.service];
  return useCallback(
    async (body) => {
      if (!base) throw new BaseUrlMissingError(endpoint.service);
      return (await call(endpoint, createPublicClient(base), { body })) as AnswerOf<E>;
    },
    [base, endpoint],
  );
}
