import type { ENDPOINT_SCHEMAS, EndpointName, LiveEndpointName } from '@rescue-admin/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Caller } from '../access/callers';
import type { Scope } from '../access/guard';

type Schemas<N extends EndpointName> = (typeof ENDPOINT_SCHEMAS)[N];
type OutputOf<S, K extends string> = S extends { [P in K]: infer T extends z.ZodType } ? z.output<T> : undefined;

/**
 * What a handler gets: the validated body and query of its endpoint, the caller (their user
 * record), and the scope the access policy granted — lists and syncs apply it; everything else
 * the guard has already checked (a handler never re-checks roles by hand).
 */
export interface EndpointInput<N extends EndpointName> {
  body: OutputOf<Schemas<N>, 'body'>;
  query: OutputOf<Schemas<N>, 'query'>;
  caller: Caller;
  scope: Scope;
}

/** A handler returns the success answer (the status comes from the contract's ENDPOINTS table). */
export type EndpointHandler<N extends EndpointName> = (input: EndpointInput<N>) => Promise<z.input<Schemas<N>['response']>>;

/** Endpoints that answer on their own (the live stream, a 204 without body) instead of returning a JSON answer. */
export type ReplyEndpointName = LiveEndpointName;

/** A handler that answers through the reply itself (headers, status, a stream); admission, parsing and the policy have run. */
export type ReplyEndpointHandler<N extends EndpointName> = (input: EndpointInput<N>, request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** One handler per contract endpoint: the type makes a forgotten endpoint a compile error. */
export type EndpointHandlers = { [N in Exclude<EndpointName, ReplyEndpointName>]: EndpointHandler<N> };
export type ReplyEndpointHandlers = { [N in ReplyEndpointName]: ReplyEndpointHandler<N> };
