import type { TCarrierErrorCode, TNumberType } from '@parley/domain';

/**
 * The carrier port (DESIGN.md §8): the operations a carrier offers for numbers. The simulated
 * network (`simulated/`) is the default adapter; a real carrier plugs in behind the same
 * interface, and nothing outside `network/` knows which one runs. An adapter keeps no account
 * state: which numbers an account holds lives in our database, and the caller says so through
 * `IsHeld`.
 */

/** How a number is sold: a local (geographic) number or a toll-free one (doc 001 §3's numberType 1 and 2). */
export type NumberKind = 'local' | 'toll-free';

/** A capability a search can require. */
export type Capability = 'sms' | 'mms' | 'voice';

/** Doc 001 §3's capabilities object, as the number list stores it. */
export interface NumberCapabilities {
  voiceEnabled: boolean;
  smsEnabled: boolean;
  mmsEnabled: boolean;
  /** A mobile (wireless) number: never, for numbers bought from a carrier's inventory. */
  mobile: boolean;
}

/** An available-number search (`GET /v3/numbers/available`); the route validates it first. */
export interface NumberSearch {
  type: NumberKind;
  /** Three digits: a geographic code for local numbers, 800, 833 … for toll-free. */
  areaCode?: string;
  /** Digits found anywhere in the ten-digit national number (Twilio's `contains`). */
  contains?: string;
  /** Every capability listed must be present. */
  capabilities?: readonly Capability[];
  /** At most MAX_SEARCH_LIMIT (larger values are capped); DEFAULT_SEARCH_LIMIT when absent. */
  limit?: number;
}

export const MAX_SEARCH_LIMIT = 100;
export const DEFAULT_SEARCH_LIMIT = 50;

/** A number the carrier offers, as a search or `describe` returns it. */
export interface OfferedNumber {
  /** E.164: +1 and ten digits. */
  phoneNumber: string;
  type: NumberKind;
  /** The same as `type`, as doc 001 §3 stores it (1 local, 2 toll-free). */
  numberType: TNumberType;
  /** The principal city of its area code; null for toll-free numbers, which have no place. */
  locality: string | null;
  /** The state or province (two letters); null for toll-free numbers. */
  region: string | null;
  isoCountry: 'US' | 'CA';
  capabilities: NumberCapabilities;
}

/**
 * Which of these numbers are held by any account (owned, or in quarantine after a release).
 * Called once per batch of candidates, so one database query can answer it; a search never
 * offers a number in the returned set.
 */
export type IsHeld = (phoneNumbers: readonly string[]) => Promise<ReadonlySet<string>>;

/** Why the carrier refused an order or a release. */
export interface Refusal {
  /** `invalid-number`: not a North American number by doc 001 §5; `not-offered`: not in this carrier's inventory. */
  code: 'invalid-number' | 'not-offered';
  message: string;
}

export interface CompletedOrder {
  /** The carrier's reference for the order. */
  orderId: string;
  phoneNumber: string;
  completedAt: Date;
  number: OfferedNumber;
}

export type OrderResult = { ok: true; order: CompletedOrder } | { ok: false; refusal: Refusal };
export type ReleaseResult = { ok: true; phoneNumber: string } | { ok: false; refusal: Refusal };

/** Why a caller name (CNAM) was rejected, as a code a page can group by. */
export type CallerRejection =
  'not-eligible' | 'format' | 'digits-only' | 'reserved' | 'impersonation' | 'unverified';

export type CallerReview = { approved: true } | { approved: false; code: CallerRejection; reason: string };

/** What kind of line a number is on, as a carrier's lookup tells it. */
export type LineType = 'mobile' | 'landline' | 'voip';

/** A recipient as the carrier knows it: its line, its carrier and the largest MMS it takes. */
export interface LineLookup {
  phoneNumber: string;
  lineType: LineType;
  carrier: string;
  /** the largest image an MMS to it may carry, in bytes */
  mmsMaxBytes: number;
}

/** A message handed to the carrier. */
export interface OutboundSubmission {
  /** our message sid: the carrier's idempotency key (a resubmission is the same message) */
  sid: string;
  from: string;
  to: string;
  body: string;
  /** SMS segments (1 for an MMS) */
  segments: number;
  media: boolean;
  /** when it was handed over (the demo's simulated past, else now) */
  at: Date;
}

/** A delivery receipt: a message's next status, with the carrier's error code when it failed. */
export interface Receipt {
  status: 'sent' | 'delivered' | 'undelivered' | 'failed';
  errorCode: TCarrierErrorCode | null;
  at: Date;
}

/**
 * What the carrier said when a message was handed over. A carrier reports receipts later, to a
 * callback; the simulated network, which has nobody to call, says now which receipts will come and
 * when, and the platform applies each at its time (a job), as it would apply a callback's.
 */
export interface SubmitResult {
  carrierMessageId: string;
  receipts: Receipt[];
}

export interface CarrierNetwork {
  /** What the portal shows where a user would otherwise believe a real carrier was involved. */
  readonly label: string;
  readonly simulated: boolean;
  /**
   * Numbers for sale matching `query`, in a stable order (by phone number), none of them held.
   * Bounded work: a search that cannot be satisfied ends quickly with what it found, perhaps
   * nothing.
   */
  searchAvailable(query: NumberSearch, isHeld: IsHeld): Promise<OfferedNumber[]>;
  /** Orders a number; it completes or is refused. Whether an account already holds it is the caller's check. */
  order(phoneNumber: string): Promise<OrderResult>;
  /** Gives a number back to the carrier. */
  release(phoneNumber: string): Promise<ReleaseResult>;
  /** Reviews a caller name for a number. */
  reviewCaller(phoneNumber: string, cnam: string): Promise<CallerReview>;
  /** The number as the carrier offers it (held or not), or null when it is not in its inventory. */
  describe(phoneNumber: string): Promise<OfferedNumber | null>;
  /** The recipient's line, carrier and MMS size limit. */
  lookup(phoneNumber: string): Promise<LineLookup>;
  /** Hands a message to the carrier; the receipts say what becomes of it. */
  submitMessage(message: OutboundSubmission): Promise<SubmitResult>;
  /**
   * The simulated network only: what the customer at `customer` answers now (issue 30: a new
   * user asks the network for a reply and sees the inbox come alive). `turn` varies the answer.
   */
  customerReply?(customer: string, turn: number): string;
}
