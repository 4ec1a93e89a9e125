// The payment processor (DESIGN.md §8): the port and its default adapter. Code outside payments/
// imports from here and holds a PaymentProcessor, never an adapter's internals.
export type {
  BankDetails,
  CardDetails,
  ChargeResult,
  PaymentProcessor,
  Refused,
  TokenisedBank,
  TokenisedCard,
} from './port';
export { SIMULATED_PROCESSOR_LABEL, createSimulatedProcessor } from './simulated/simulated-processor';
