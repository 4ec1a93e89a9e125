import type { z } from 'zod';
import type { TAccessRule } from '../access/rules';

export type TEndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of an endpoint: what it takes, what it answers, who may make it. */
export interface TEndpointCall {
  method: TEndpointMethod;
  /** when not the endpoint's path (`/v3/user/config/:key`) */
  path?: string;
  summary: string;
  description?: string;
  access: TAccessRule;
  params?: z.ZodObject;
  /** the query string's parameters (a GET's input) */
  query?: z.ZodType;
  body?: z.ZodType;
  /** one item of the answer's payload */
  answer: z.ZodType;
  /**
   * A list read a page at a time: the handler answers `{ items, page }` and the envelope carries
   * `page` (the next page's cursor), as the resource kit's lists do.
   */
  paged?: boolean;
  /** error answers beyond the usual ones: 402 for a refused payment, 409 for a conflict */
  also?: readonly (402 | 409)[];
  /** the call names the caller's account's data: a request naming another's answers 404 */
  notFound?: boolean;
  /**
   * A valid request, made for an account (its id where the body names it): the generated access
   * tests send it as each kind of caller. With `notFound`, another account sending the one made
   * for Acme must get 404.
   */
  example?: (accountSid: string) => { url?: string; body?: unknown };
}

/**
 * Data that is one thing, not a collection (issue 25): a catalogue, the account's or a user's
 * configuration, and the stats and balance to come. The sibling of `defineResource`: the server
 * makes each call's route, access rule, OpenAPI entry and access-matrix row from it.
 */
export interface TEndpointDefinition<
  Calls extends Record<string, TEndpointCall> = Record<string, TEndpointCall>,
> {
  /** kebab-case: the audit records' resource (`account-config.update`) */
  name: string;
  /** the OpenAPI tag */
  tag: string;
  path: string;
  calls: Calls;
}

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Keeps the calls' literal types, so the server's handlers are typed by their bodies. */
export function defineEndpoint<Calls extends Record<string, TEndpointCall>>(
  definition: TEndpointDefinition<Calls>,
): TEndpointDefinition<Calls> {
  if (!KEBAB.test(definition.name)) throw new Error(`endpoint name '${definition.name}' is not kebab-case`);
  for (const [name, call] of Object.entries(definition.calls))
    if (call.method !== 'GET' && call.method !== 'DELETE' && !call.body)
      throw new Error(`${definition.name}.${name}: a ${call.method} needs a body schema`);
  return definition;
}
