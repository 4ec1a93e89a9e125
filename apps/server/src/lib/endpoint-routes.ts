import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { paged, success, type TEndpointCall, type TEndpointDefinition, type TPageInfo } from '@parley/domain';
import type { Db, Tx } from '../db/client';
import { caller } from '../plugins/auth';
import type { AuthContext } from '../types';
import { audited, type AuditEntry } from './audit';
import { answers, pageAnswers } from './responses';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type TEntry = Omit<AuditEntry, 'resource'>;

/** What a call's handler is given: the caller, its parsed input and the audit of its endpoint. */
export interface EndpointContext<C extends TEndpointCall> {
  request: FastifyRequest;
  db: Db;
  auth: AuthContext;
  body: Parsed<C['body']>;
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  /** the change and its audit record in one transaction, named `<endpoint>.<operation>` */
  audited<T>(work: (tx: Tx) => Promise<T>, entry: TEntry | ((result: T) => TEntry | null)): Promise<T>;
}

/** A paged call's answer: a page of items and where the next page starts. */
export interface EndpointPage<T> {
  items: T[];
  page: TPageInfo;
}

type AnswerOf<C extends TEndpointCall> = C['paged'] extends true
  ? EndpointPage<z.input<C['answer']>>
  : z.input<C['answer']> | z.input<C['answer']>[];

export type EndpointHandlers<Calls extends Record<string, TEndpointCall>> = {
  [K in keyof Calls]: (context: EndpointContext<Calls[K]>) => Promise<AnswerOf<Calls[K]>>;
};

/**
 * One endpoint definition becomes its routes (issue 25): each call's method and path, access rule,
 * params, body and answer schemas (so its OpenAPI entry) from the definition; the handler only
 * does the work. What it registered is kept for the access matrix.
 */
export function endpointRoutes<Calls extends Record<string, TEndpointCall>>(
  app: FastifyInstance,
  definition: TEndpointDefinition<Calls>,
  handlers: EndpointHandlers<Calls>,
): void {
  const { db } = app;
  for (const [name, call] of Object.entries(definition.calls) as [keyof Calls & string, TEndpointCall][]) {
    app.route({
      method: call.method,
      url: call.path ?? definition.path,
      config: { access: call.access },
      schema: {
        tags: [definition.tag],
        summary: call.summary,
        ...(call.description ? { description: call.description } : {}),
        ...(call.params ? { params: call.params } : {}),
        ...(call.query ? { querystring: call.query } : {}),
        ...(call.body ? { body: call.body } : {}),
        response: (call.paged ? pageAnswers : answers)(call.answer, {
          access: call.access,
          notFound: call.notFound ?? false,
          ...(call.also ? { also: call.also } : {}),
        }),
      },
      handler: async (request) => {
        const context: EndpointContext<TEndpointCall> = {
          request,
          db,
          auth: caller(request),
          body: request.body as never,
          params: request.params as never,
          query: request.query as never,
          audited: (work, entry) =>
            audited(db, request, work, (result) => {
              const own = typeof entry === 'function' ? entry(result) : entry;
              return own ? { resource: definition.name, ...own } : null;
            }),
        };
        const handler = handlers[name] as (c: EndpointContext<TEndpointCall>) => Promise<unknown>;
        const answer = await handler(context);
        if (!call.paged) return success(answer);
        const { items, page } = answer as EndpointPage<unknown>;
        return paged(items, page);
      },
    });
  }
  app.endpoints.push(definition as unknown as TEndpointDefinition);
}
