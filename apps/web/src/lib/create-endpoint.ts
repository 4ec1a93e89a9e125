import type { TEndpointCall, TEndpointDefinition } from '@parley/domain';
import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  apiGet,
  apiGetOne,
  apiGetPage,
  apiSend,
  apiSendAll,
  throwOnErr,
  type TApiResult,
  type TPage,
} from './api-client';
import type { TQuery } from './http';
import type { TQueryMeta } from './query-meta';

type TParamsOf<C extends TEndpointCall> = C['params'] extends z.ZodObject ? z.input<C['params']> : undefined;
type TBodyOf<C extends TEndpointCall> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;
type TQueryOf<C extends TEndpointCall> = C['query'] extends z.ZodType ? z.input<C['query']> : undefined;
export type TAnswerOf<C extends TEndpointCall> = z.output<C['answer']>;

type TGetCalls<Calls extends Record<string, TEndpointCall>> = {
  [K in keyof Calls & string]: Calls[K]['method'] extends 'GET' ? K : never;
}[keyof Calls & string];

type TChangeCalls<Calls extends Record<string, TEndpointCall>> = Exclude<
  keyof Calls & string,
  TGetCalls<Calls>
>;

interface TSendOptions<C extends TEndpointCall> {
  params?: TParamsOf<C>;
  /** a GET's query string, as its definition's `query` schema takes it */
  query?: TQueryOf<C>;
  body?: TBodyOf<C>;
  signal?: AbortSignal;
}

/** A call's path with its `:name` parameters filled, each URL-encoded. */
function pathOf(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The browser's side of a `defineEndpoint` (issue 25), as `createResource` is of a definition:
 * each call sent to its path with its method and its answer parsed by its schema, one query-key
 * root (the endpoint's name) and the query options of its GET calls. What a provider or a page
 * adds (a toast's words, a stale time) is given where it is used.
 */
export function createEndpoint<Calls extends Record<string, TEndpointCall>>(
  definition: TEndpointDefinition<Calls>,
) {
  const root = [definition.name] as const;

  function send<K extends keyof Calls & string>(
    name: K,
    options: TSendOptions<Calls[K]> = {},
  ): Promise<TApiResult<TAnswerOf<Calls[K]>[]>> {
    const call = definition.calls[name]!;
    // the call's answer schema is typed by the generic Calls[K]; the helpers see a plain ZodType
    type TAnswers = Promise<TApiResult<TAnswerOf<Calls[K]>[]>>;
    const path = pathOf(call.path ?? definition.path, options.params as Record<string, unknown> | undefined);
    if (call.method === 'GET')
      return apiGet(path, call.answer, options.query as TQuery | undefined, {
        signal: options.signal,
      }) as TAnswers;
    return apiSendAll(call.method, path, options.body, call.answer) as TAnswers;
  }

  /** One answer (doc 000 §7: a POST or PUT answers a non-empty payload; its first item is the result). */
  function sendOne<K extends keyof Calls & string>(
    name: K,
    options: TSendOptions<Calls[K]> = {},
  ): Promise<TApiResult<TAnswerOf<Calls[K]>>> {
    const call = definition.calls[name]!;
    type TAnswer = Promise<TApiResult<TAnswerOf<Calls[K]>>>;
    const path = pathOf(call.path ?? definition.path, options.params as Record<string, unknown> | undefined);
    if (call.method === 'GET') return apiGetOne(path, call.answer, { signal: options.signal }) as TAnswer;
    return apiSend(call.method, path, options.body, call.answer) as TAnswer;
  }

  /** One page of a paged GET call (`paged: true`): its items and the next page's cursor. */
  function sendPage<K extends TGetCalls<Calls>>(
    name: K,
    options: Omit<TSendOptions<Calls[K]>, 'body'> = {},
  ): Promise<TApiResult<TPage<TAnswerOf<Calls[K]>>>> {
    const call = definition.calls[name]!;
    type TAnswer = Promise<TApiResult<TPage<TAnswerOf<Calls[K]>>>>;
    const path = pathOf(call.path ?? definition.path, options.params as Record<string, unknown> | undefined);
    return apiGetPage(path, call.answer, options.query as TQuery | undefined, {
      signal: options.signal,
    }) as TAnswer;
  }

  return {
    definition,
    keys: {
      /** every query of the endpoint: what a change invalidates */
      all: root,
      call: (name: TGetCalls<Calls>, ...scope: readonly unknown[]) => [...root, name, ...scope] as const,
    },
    send,
    sendOne,
    sendPage,
    /**
     * A call that changes something, for a form (useApiForm's `submit`): the mutation keeps the
     * Result, so the form shows a refusal's field errors, and once it is Ok the endpoint's queries
     * and those under `invalidates` (what else the change shows in) are fetched again. `meta`
     * says what a toast reads, as for the kit's resources.
     */
    useChange: <K extends TChangeCalls<Calls>>(
      name: K,
      options: { invalidates?: readonly QueryKey[]; meta?: TQueryMeta } = {},
    ) => {
      const client = useQueryClient();
      const { invalidates = [], meta } = options;
      return useMutation({
        mutationFn: (request: Omit<TSendOptions<Calls[K]>, 'signal'>) => sendOne(name, request),
        onSuccess: async (result) => {
          if (!result.ok) return;
          await Promise.all([root, ...invalidates].map((queryKey) => client.invalidateQueries({ queryKey })));
        },
        ...(meta ? { meta } : {}),
      });
    },
    /** A GET call's query: keyed by the endpoint, the call and `scope` (the account it reads). */
    query<K extends TGetCalls<Calls>>(
      name: K,
      options: {
        scope?: readonly unknown[];
        params?: TParamsOf<Calls[K]>;
        /**
         * The query string: part of the query's key; or made at each fetch (a window that ends
         * now), when the key's `scope` says what it is
         */
        query?: TQueryOf<Calls[K]> | (() => TQueryOf<Calls[K]>);
        staleTime?: number;
        meta?: TQueryMeta;
      } = {},
    ) {
      const { scope = [], params, query, staleTime, meta } = options;
      return queryOptions({
        queryKey: [
          ...root,
          name,
          ...scope,
          ...(query && typeof query !== 'function' ? [query] : []),
        ] as const,
        queryFn: async ({ signal }): Promise<TAnswerOf<Calls[K]>[]> => {
          const made = typeof query === 'function' ? (query as () => TQueryOf<Calls[K]>)() : query;
          const request = { ...(params ? { params } : {}), ...(made ? { query: made } : {}), signal };
          return throwOnErr(await send(name, request as TSendOptions<Calls[K]>));
        },
        ...(staleTime === undefined ? {} : { staleTime }),
        ...(meta ? { meta } : {}),
      });
    },
  };
}
