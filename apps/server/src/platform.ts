import type { AppJobQueue } from './jobs/index';
import { createSimulatedNetwork, type CarrierNetwork } from './network/index';
import type { AppConfig } from './config';
import type { PaymentProcessor } from './payments/index';
import type { Mailer } from './lib/mailer';

/**
 * The parts of DESIGN.md §8 a module drives: the carrier network (simulated by default), the
 * durable job queue and the payment processor (simulated by default). Built once with the app; a seeder gets the same ones, so demo data is made
 * by the code paths a user's request takes.
 */
export interface Platform {
  network: CarrierNetwork;
  jobs: AppJobQueue;
  payments: PaymentProcessor;
  /** where mail to users goes: SMTP, or the outbox */
  mailer: Mailer;
}

/** The configured carrier network: the simulated one, the default and for now the only adapter. */
export function networkFor(config: AppConfig['network']): CarrierNetwork {
  return createSimulatedNetwork({ seed: config.seed, receiptScale: config.receiptScale });
}
