// The carrier network (DESIGN.md §8): the port and its default adapter. Code outside network/
// imports from here and holds a CarrierNetwork, never an adapter's internals.
export type {
  CallerRejection,
  CallerReview,
  Capability,
  CarrierNetwork,
  CompletedOrder,
  IsHeld,
  LineLookup,
  LineType,
  OutboundSubmission,
  Receipt,
  SubmitResult,
  NumberCapabilities,
  NumberKind,
  NumberSearch,
  OfferedNumber,
  OrderResult,
  Refusal,
  ReleaseResult,
} from './port';
export { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT } from './port';
export {
  SIMULATED_NETWORK_LABEL,
  createSimulatedNetwork,
  type SimulatedNetworkOptions,
} from './simulated/simulated-network';
export { CNAM_REJECTIONS } from './simulated/cnam-review';
