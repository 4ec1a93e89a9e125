import type { EventHub } from './lib/event-hub';
import type { TAccessRule, TEndpointDefinition } from '@parley/domain';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { TAccessClaims } from './lib/tokens';
import type { Mailer } from './lib/mailer';
import type { RegisteredResource } from './lib/resource-routes';
import type { AppJobQueue } from './jobs/index';
import type { CarrierNetwork } from './network/index';
import type { PaymentProcessor } from './payments/index';

export interface RouteAccess {
  method: string;
  url: string;
  access: TAccessRule;
}

/** Who is calling, from the verified access token. */
export interface AuthContext {
  claims: TAccessClaims;
  clientId: string;
  accountId: string;
  parentAcctId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** every route of the API declares what it needs; a route without one does not start */
    access?: TAccessRule;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: AppConfig;
    /** every API route and the access rule it declared, for the access-matrix test and docs */
    routeAccess: RouteAccess[];
    /** every resource a route factory registered, for the generated tests and the access matrix */
    resources: RegisteredResource[];
    /** every endpoint definition registered (single-endpoint data), for the access matrix */
    endpoints: TEndpointDefinition[];
    mailer: Mailer;
    /** the durable job queue: enqueue(tx, …) with the rows that cause the job (src/jobs) */
    jobs: AppJobQueue;
    /** the carrier network (DESIGN.md §8): simulated unless another is configured (src/network) */
    network: CarrierNetwork;
    /** the payment processor (DESIGN.md §8): the simulated one unless another is configured (src/payments) */
    payments: PaymentProcessor;
    /** live events' fan-out to this process's open streams (issue 30, lib/event-hub.ts) */
    events: EventHub;
  }
}
